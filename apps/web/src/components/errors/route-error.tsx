import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { isChunkLoadError } from '../../lib/chunk-errors';
import { ErrorView } from './error-view';

/** Error boundary of the routes: a failed chunk, an unknown address, or a page that failed to load. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const home = (
    <Button component={Link} to={paths.home} variant="default">
      {t('common.home')}
    </Button>
  );
  if (isChunkLoadError(error)) {
    return <ErrorView title={t('notices.chunkFailed')} message={t('notices.chunkFailedHint')} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorView title={t('errors.routeNotFound')} action={home} />;
  }
  console.error(error);
  return <ErrorView title={t('notices.pageLoadError')} message={t('notices.pageLoadErrorHint')} action={home} />;
}
