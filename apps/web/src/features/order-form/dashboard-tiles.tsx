import { USER_TYPE } from '@portal/contracts/user-types';
import { CountsWidget } from '../../components/dashboard/count-tile';
import type { DashboardTile } from '../../components/dashboard/tile';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/use-translation';

/** A customer's own orders, drafts and sent, each opening the orders on its state. */
function OrdersWidget() {
  const { t } = useTranslation();
  return (
    <CountsWidget
      id="dashboard-orders"
      path="orders"
      shows={['orders']}
      title={t('orderForm.dashboard.title')}
      link={{ to: paths.orders, label: t('orderForm.dashboard.open') }}
      empty={t('orderForm.dashboard.empty')}
      entry={(key) => ({
        label: t(`orderForm.state.${key}`),
        tone: key === 'sent' ? 'positive' : 'neutral',
        to: `${paths.orders}?state=${key}`,
      })}
    />
  );
}

export const tiles: DashboardTile[] = [
  { id: 'orders', order: 84, column: 'narrow', roles: [USER_TYPE.customer], Tile: OrdersWidget },
];
