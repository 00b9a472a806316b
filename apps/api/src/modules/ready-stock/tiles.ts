import {
  type DashboardCount,
  dashboardCountsSchema,
  reservationListQuerySchema,
  STAFF,
  USER_TYPE,
} from '@portal/contracts';
import { forbidden } from '../../lib/errors';
import { dashboardTile } from '../types';
import { listReservations } from './repository';
import { reservationScope } from './routes';

/**
 * dashboard/reservations: for staff the reservations waiting for their decision (`requested`);
 * for an agent or a customer its own still open (`requested`, `accepted`). Each counted as the
 * reservations' screen counts its `state` filter in the caller's scope; the press has none.
 */
export const reservationsTile = dashboardTile({
  id: 'reservations',
  path: 'reservations',
  roles: [...STAFF, USER_TYPE.agent, USER_TYPE.customer],
  response: dashboardCountsSchema,
  async data({ db, user }) {
    if (user.clientKind === 'press') throw forbidden();
    const scope = reservationScope(user);
    const states = scope.kind === 'all' ? (['requested'] as const) : (['requested', 'accepted'] as const);
    const counts: DashboardCount[] = [];
    for (const state of states) {
      const list = await listReservations(db, scope, reservationListQuerySchema.parse({ state, pageSize: 1 }));
      counts.push({ key: state, count: list.total, capped: list.capped });
    }
    return { counts };
  },
});
