import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { ChunkFailureNotice } from '../../components/errors/chunk-failure-notice';
import { RouteBoundary } from '../../components/errors/route-error';
import { markFirstScreenShown } from '../../lib/after-first-screen';
import { storedUnsupportedLanguage } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { installPromptStore } from '../../lib/pwa';
import { useTranslation } from '../../lib/use-translation';

const InstallPrompt = lazy(() =>
  import('../../components/feedback/install-prompt').then((m) => ({ default: m.InstallPrompt })),
);

/** Rendered with the first screen, in its loading boundary: its effect runs once that screen is shown. */
function FirstScreenShown() {
  useEffect(() => markFirstScreenShown(), []);
  return null;
}

/** Around every screen: the chunk-failure notice and, when the browser offers it, the install prompt. */
export function Root() {
  const { t } = useTranslation();
  const installable = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.get) !== null;
  useEffect(() => {
    if (storedUnsupportedLanguage) notifyError(t('notices.unsupportedLanguage'), 'unsupported-language');
  }, [t]);
  return (
    <>
      <RouteBoundary>
        <Outlet />
        <FirstScreenShown />
      </RouteBoundary>
      <ChunkFailureNotice />
      {installable ? (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      ) : null}
    </>
  );
}
