import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { ReservationsList } from '../components/reservations-list';

/** Staff: every reservation, to accept or refuse; an agent their agency's; a customer its own. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('readyStock.page.reservationsTitle')} />
      <ReservationsList />
    </>
  );
}
