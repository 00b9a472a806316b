import { type ReactNode, Suspense, useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { hideAppShell } from '../../lib/app-shell';
import { isChunkLoadError, routeShowsChunkFailure } from '../../lib/chunk-errors';
import { useTranslation } from '../../lib/use-translation';
import { ErrorView, ReloadButton } from './error-view';
import { LoadFailedView } from './load-failed-view';

/** What a route shows when it fails: a chunk that did not load, or a page that failed to load. */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    hideAppShell();
    if (chunk) return routeShowsChunkFailure();
    console.error(error);
  }, [chunk, error]);
  if (chunk)
    return (
      <ErrorView title={t('notices.chunkFailed')} message={t('notices.chunkFailedHint')} actions={<ReloadButton />} />
    );
  return <LoadFailedView back={{ to: paths.home, label: t('common.home') }} />;
}

/**
 * The error boundary and loading boundary of a group of routes: a failure shows RouteError in
 * place of the routes, and going to another address tries again.
 */
export function RouteBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
