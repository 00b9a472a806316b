import { USER_TYPE } from '@portal/contracts/user-types';
import { CountsWidget } from '../../components/dashboard/count-tile';
import type { DashboardTile } from '../../components/dashboard/tile';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/use-translation';

/** The e-mails that could not be delivered, opening the outbox on them. */
function OutboxWidget() {
  const { t } = useTranslation();
  const to = `${paths.adminOutbox}?status=failed`;
  return (
    <CountsWidget
      id="dashboard-outbox"
      path="outbox"
      shows={['outbox']}
      title={t('outbox.dashboard.title')}
      link={{ to: paths.adminOutbox, label: t('outbox.dashboard.open') }}
      empty={t('outbox.dashboard.empty')}
      entry={() => ({ label: t('outbox.dashboard.failed'), tone: 'negative', to })}
    />
  );
}

/** Staff, who read the outbox. */
export const tiles: DashboardTile[] = [
  {
    id: 'outbox',
    order: 110,
    column: 'narrow',
    roles: [USER_TYPE.admin, USER_TYPE.sales],
    Tile: OutboxWidget,
  },
];
