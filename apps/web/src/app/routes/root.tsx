import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ChunkFailureNotice } from '../../components/errors/chunk-failure-notice';
import { markFirstScreenShown } from '../../lib/after-first-screen';
import { storedUnsupportedLanguage } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { installPromptStore } from '../../lib/pwa';

const InstallPrompt = lazy(() =>
  import('../../components/feedback/install-prompt').then((m) => ({ default: m.InstallPrompt })),
);

/** Around every screen: the chunk-failure notice and, when the browser offers it, the install prompt. */
export function Root() {
  const { t } = useTranslation();
  const installable = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.get) !== null;
  // Mounted once the router has loaded and rendered the first screen's route chunks.
  useEffect(() => markFirstScreenShown(), []);
  useEffect(() => {
    if (storedUnsupportedLanguage) notifyError(t('notices.unsupportedLanguage'), 'unsupported-language');
  }, [t]);
  return (
    <>
      <Outlet />
      <ChunkFailureNotice />
      {installable ? (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      ) : null}
    </>
  );
}
