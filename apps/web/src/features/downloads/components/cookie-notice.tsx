import { isSafari } from '@portal/contracts';
import { IconCookie } from '@tabler/icons-react';
import { Notice } from '../../../components/feedback/notice';
import { useTranslation } from '../../../lib/use-translation';

/**
 * Spec §8: "Third-party cookies are needed for the download area (Safari with them enabled is
 * recommended)". An information note on the screen; a warning on Safari, where it matters most.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const safari = typeof navigator !== 'undefined' && isSafari(navigator.userAgent);
  return (
    <Notice tone={safari ? 'warning' : 'info'} icon={<IconCookie size={18} aria-hidden />}>
      {t('downloads.page.cookieNotice')}
    </Notice>
  );
}
