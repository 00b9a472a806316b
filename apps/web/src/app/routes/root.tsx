import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ChunkFailureNotice } from '../../components/errors/chunk-failure-notice';
import { InstallPrompt } from '../../components/feedback/install-prompt';
import { storedUnsupportedLanguage } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';

/** Around every screen: the chunk-failure notice and the install prompt. */
export function Root() {
  const { t } = useTranslation();
  useEffect(() => {
    if (storedUnsupportedLanguage) notifyError(t('notices.unsupportedLanguage'), 'unsupported-language');
  }, [t]);
  return (
    <>
      <Outlet />
      <ChunkFailureNotice />
      <InstallPrompt />
    </>
  );
}
