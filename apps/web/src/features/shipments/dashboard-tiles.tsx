import type { ShipmentStatus } from '@portal/contracts';
import { isStaff, USER_TYPE } from '@portal/contracts/user-types';
import { type CountEntry, CountsWidget } from '../../components/dashboard/count-tile';
import type { DashboardTile } from '../../components/dashboard/tile';
import type { Tone } from '../../components/table/status-badge';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';

const TONE: Record<ShipmentStatus, Tone> = {
  to_send: 'neutral',
  to_confirm: 'warning',
  ready: 'info',
  shipped: 'positive',
};

/**
 * Staff: what waits to leave (the requests to be sent, the preparations, the shipments to confirm
 * and ready), each opening its screen; an agent: the agency's shipments by state.
 */
function ShipmentsWidget() {
  const { t } = useTranslation();
  const staff = isStaff(useSession()?.user.userType ?? 0);
  const screen = staff ? paths.shipments : paths.myShipments;
  const entry = (key: string): CountEntry => {
    if (key === 'to_be_sent') return { label: t('shipments.dashboard.toBeSent'), tone: 'info', to: paths.toSend };
    if (staff && key === 'to_send')
      return { label: t('shipments.dashboard.preparations'), tone: TONE.to_send, to: paths.preparations };
    return {
      label: t(`shipments.status.${key}`),
      tone: TONE[key as ShipmentStatus] ?? 'neutral',
      to: `${screen}?status=${key}`,
    };
  };
  return (
    <CountsWidget
      id="dashboard-shipments"
      path="shipments"
      shows={['shipments', 'materials']}
      title={t(staff ? 'shipments.dashboard.titleStaff' : 'shipments.dashboard.title')}
      link={{ to: screen, label: t('shipments.dashboard.open') }}
      empty={t(staff ? 'shipments.dashboard.empty' : 'shipments.dashboard.emptyAgent')}
      entry={entry}
      // Two rows; on a phone staff's longer names wrap (measured in Italian).
      height={staff ? { base: 82, xs: 67 } : 67}
    />
  );
}

export const tiles: DashboardTile[] = [
  {
    id: 'shipments',
    order: 70,
    column: 'wide',
    roles: [USER_TYPE.admin, USER_TYPE.sales, USER_TYPE.agent],
    Tile: ShipmentsWidget,
  },
];
