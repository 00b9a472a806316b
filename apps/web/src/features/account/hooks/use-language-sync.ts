import { useEffect, useRef } from 'react';
import { isLanguage } from '../../../lib/language-config';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useUpdateLanguage } from '../api/update-language';

/**
 * Keeps the signed-in user's language preference equal to the interface language, so e-mails
 * arrive in the language they use the portal in.
 */
export function useLanguageSync() {
  const { i18n } = useTranslation();
  const session = useSession();
  const update = useUpdateLanguage();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const stored = session?.user.language;
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (!stored || !isLanguage(language) || language === stored || pending.current === language) return;
    pending.current = language;
    update.mutate(language, { onSettled: () => (pending.current = null) });
  }, [language, stored, update]);
}
