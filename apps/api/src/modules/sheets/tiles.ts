import { STAFF, sheetStatusCountsSchema, USER_TYPE } from '@portal/contracts';
import { countByStatus, scopeOf, statusCounts } from '../clients/index';
import { dashboardTile } from '../types';

/**
 * dashboard/status-schede: clients by the state of their sheet (staff every agency, an agent the
 * own), with those whose deletion is asked; the registry's state tabs read it too.
 */
export const statusTile = dashboardTile({
  id: 'status-schede',
  path: 'status-schede',
  roles: [...STAFF, USER_TYPE.agent],
  response: sheetStatusCountsSchema,
  async data({ db, user, t }) {
    const counts = await countByStatus(db, scopeOf(user));
    return {
      total: counts.reduce((s, c) => s + c.n, 0),
      counts: statusCounts(t, counts),
      deletion_requested: counts.filter((c) => c.deletion).reduce((s, c) => s + c.n, 0),
    };
  },
});
