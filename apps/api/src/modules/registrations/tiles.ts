import { dashboardCountsSchema, registrationListQuerySchema, USER_TYPE } from '@portal/contracts';
import { dashboardTile } from '../types';
import { listRegistrations } from './repository';

/**
 * dashboard/registrations: the registration requests waiting for a decision, counted as the
 * requests' screen counts its `status=pending` filter (only admins see that screen).
 */
export const registrationsTile = dashboardTile({
  id: 'registrations',
  path: 'registrations',
  roles: [USER_TYPE.admin],
  response: dashboardCountsSchema,
  async data({ db }) {
    const pending = await listRegistrations(db, registrationListQuerySchema.parse({ status: 'pending', pageSize: 1 }));
    return { counts: [{ key: 'pending', count: pending.total, capped: pending.capped }] };
  },
});
