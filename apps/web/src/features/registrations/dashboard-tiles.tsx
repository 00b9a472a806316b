import { USER_TYPE } from '@portal/contracts/user-types';
import { CountsWidget } from '../../components/dashboard/count-tile';
import type { DashboardTile } from '../../components/dashboard/tile';
import { paths } from '../../config/paths';
import { useTranslation } from '../../lib/use-translation';

/** The registration requests waiting for a decision, opening the requests screen on them. */
function RegistrationsWidget() {
  const { t } = useTranslation();
  const to = `${paths.adminRegistrations}?status=pending`;
  return (
    <CountsWidget
      id="dashboard-registrations"
      path="registrations"
      shows={['registrations']}
      title={t('registrations.dashboard.title')}
      link={{ to: paths.adminRegistrations, label: t('registrations.dashboard.open') }}
      empty={t('registrations.dashboard.empty')}
      entry={() => ({ label: t('registrations.dashboard.pending'), tone: 'info', to })}
    />
  );
}

/** Only admins decide registrations (their screen is theirs alone). */
export const tiles: DashboardTile[] = [
  { id: 'registrations', order: 100, column: 'narrow', roles: [USER_TYPE.admin], Tile: RegistrationsWidget },
];
