import {
  isStaff,
  MATERIAL_LOW_STOCK,
  MATERIAL_REQUEST_STATUSES,
  materialDashboardSchema,
  STAFF,
  USER_TYPE,
} from '@portal/contracts';
import { listTotal } from '../../lib/list';
import { scopeOf } from '../clients/index';
import { dashboardTile } from '../types';
import { countRequestsByStatus, lowStock } from './repository';

/**
 * dashboard/materials: agents' material requests by state in the caller's scope (staff every
 * agency's, an agent the own), and for staff the materials running low.
 */
export const requestsTile = dashboardTile({
  id: 'materials',
  path: 'materials',
  roles: [...STAFF, USER_TYPE.agent],
  response: materialDashboardSchema,
  async data({ db, user, lang, t }) {
    const counts = await countRequestsByStatus(db, scopeOf(user));
    return {
      requests: MATERIAL_REQUEST_STATUSES.map((status) => {
        const total = listTotal(counts?.[status]);
        return { status, label: t(`materials.status.${status}`), count: total.total, capped: total.capped };
      }),
      low_stock: isStaff(user.userType)
        ? (await lowStock(db, lang, MATERIAL_LOW_STOCK)).map((m) => ({ ...m, available: Number(m.available) }))
        : [],
    };
  },
});
