import { NotFoundView } from '../../components/errors/not-found-view';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { AppLayout } from '../layout/app-layout';
import { QueryProvider } from '../query-provider';

/**
 * An address no screen answers. Signed in, it is said inside the frame, so the menu and the
 * header stay; signed out, on its own, with the way to the login.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  // The hint points to the menu, which only the signed-in frame has.
  const page = (
    <NotFoundView
      title={t('errors.routeNotFound')}
      message={session ? t('notices.routeNotFoundHint') : undefined}
      back={{ to: paths.home, label: t('common.home') }}
    />
  );
  if (!session) return page;
  return (
    <QueryProvider>
      <AppLayout>{page}</AppLayout>
    </QueryProvider>
  );
}
