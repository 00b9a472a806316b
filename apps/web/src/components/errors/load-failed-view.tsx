import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ErrorView, ReloadButton } from './error-view';
import type { WayBack } from './not-found-view';

/** A page whose data or code failed to load (network, 5xx): reloading may help, or going back. */
export function LoadFailedView({ back }: { back: WayBack }) {
  const { t } = useTranslation();
  return (
    <ErrorView
      title={t('notices.pageLoadError')}
      message={t('notices.pageLoadErrorHint')}
      actions={
        <>
          <ReloadButton />
          <Button component={Link} to={back.to} variant="default">
            {back.label}
          </Button>
        </>
      }
    />
  );
}
