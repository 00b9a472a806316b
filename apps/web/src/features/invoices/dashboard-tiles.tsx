import { USER_TYPE } from '@portal/contracts/user-types';
import { CountsWidget } from '../../components/dashboard/count-tile';
import type { DashboardTile } from '../../components/dashboard/tile';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/use-translation';

/** A customer's own invoices still to pay, overdue and not yet due, each opening the invoices on it. */
function InvoicesWidget() {
  const { t } = useTranslation();
  return (
    <CountsWidget
      id="dashboard-invoices"
      path="invoices"
      shows={['invoices']}
      title={t('invoices.dashboard.title')}
      link={{ to: paths.invoices, label: t('invoices.dashboard.open') }}
      empty={t('invoices.dashboard.empty')}
      entry={(key) => ({
        label: t(`invoices.status.${key}`),
        tone: key === 'overdue' ? 'negative' : 'warning',
        to: `${paths.invoices}?status=${key}`,
      })}
    />
  );
}

export const tiles: DashboardTile[] = [
  { id: 'invoices', order: 80, column: 'narrow', roles: [USER_TYPE.customer], Tile: InvoicesWidget },
];
