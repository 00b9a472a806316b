import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorView } from '../../components/errors/error-view';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { rolesFor } from '../menu';

/**
 * A screen whose menu entry is not for the user's role is refused (the server refuses its calls
 * anyway): the signed-in frame wraps every screen in it, by the path's menu entry (`rolesFor`).
 */
export function RequireRole({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const roles = rolesFor(pathname);
  if (session && roles && !roles.includes(session.user.userType)) {
    return (
      <ErrorView
        title={t('errors.forbidden')}
        action={
          <Button component={Link} to={paths.home} variant="default">
            {t('common.home')}
          </Button>
        }
      />
    );
  }
  return children;
}
