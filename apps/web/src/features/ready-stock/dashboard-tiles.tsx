import type { ReservationState } from '@portal/contracts';
import { isStaff, USER_TYPE } from '@portal/contracts/user-types';
import { CountsWidget } from '../../components/dashboard/count-tile';
import type { DashboardTile } from '../../components/dashboard/tile';
import type { Tone } from '../../components/table/status-badge';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';

const TONE: Partial<Record<ReservationState, Tone>> = { requested: 'info', accepted: 'positive' };

/** Staff: the reservations to decide; an agent or a customer: its own still open. Each opens the reservations on its state. */
function ReservationsWidget() {
  const { t } = useTranslation();
  const staff = isStaff(useSession()?.user.userType ?? 0);
  return (
    <CountsWidget
      id="dashboard-reservations"
      path="reservations"
      shows={['readyStock']}
      title={t('readyStock.dashboard.title')}
      link={{ to: paths.readyReservations, label: t('readyStock.dashboard.open') }}
      empty={t(staff ? 'readyStock.dashboard.empty' : 'readyStock.dashboard.emptyOwn')}
      entry={(key) => ({
        label: staff && key === 'requested' ? t('readyStock.dashboard.toDecide') : t(`readyStock.state.${key}`),
        tone: TONE[key as ReservationState] ?? 'neutral',
        to: `${paths.readyReservations}?state=${key}`,
      })}
    />
  );
}

/** Everyone with the reservations' screen but the press (its menu has no ready-for-delivery entry). */
export const tiles: DashboardTile[] = [
  {
    id: 'reservations',
    order: 88,
    column: 'wide',
    roles: [USER_TYPE.admin, USER_TYPE.sales, USER_TYPE.agent, USER_TYPE.customer],
    Tile: ReservationsWidget,
  },
];
