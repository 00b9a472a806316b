import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorView } from '../../components/errors/error-view';
import { paths } from '../../config/paths';

export function Component() {
  const { t } = useTranslation();
  return (
    <ErrorView
      title={t('errors.routeNotFound')}
      action={
        <Button component={Link} to={paths.home} variant="default">
          {t('common.home')}
        </Button>
      }
    />
  );
}
