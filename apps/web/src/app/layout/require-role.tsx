import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NotFoundView } from '../../components/errors/not-found-view';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { allowedOn, viewerOf } from '../menu';

/**
 * A screen whose menu entry is not for the user (its role, or a press customer) is refused (the server refuses its calls
 * anyway): the signed-in frame wraps every screen in it, by the path's menu entry (`allowedOn`).
 * Reloading would not change that, so the way out is the home page.
 */
export function RequireRole({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  if (session && allowedOn(pathname, viewerOf(session.user)) === false) {
    return (
      <NotFoundView
        icon={<IconLock size={30} aria-hidden />}
        title={t('notices.forbidden')}
        message={t('notices.forbiddenHint')}
        back={{ to: paths.home, label: t('common.home') }}
      />
    );
  }
  return children;
}
