import { isStaff } from '@portal/contracts';
import { PageHeader } from '../../../components/layout/page-header';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { ReservationsList } from '../components/reservations-list';

/** Staff: every reservation, to accept or refuse; a buyer: their own. */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const staff = isStaff(session?.user.userType ?? 0);
  return (
    <>
      <PageHeader title={t(staff ? 'readyStock.page.reservationsTitle' : 'readyStock.page.myReservationsTitle')} />
      <ReservationsList />
    </>
  );
}
