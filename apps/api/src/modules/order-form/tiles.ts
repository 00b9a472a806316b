import {
  type DashboardCount,
  dashboardCountsSchema,
  ORDER_FORM_STATES,
  orderFormListQuerySchema,
  USER_TYPE,
} from '@portal/contracts';
import { dashboardTile } from '../types';
import { listOrders } from './repository';
import { orderScopeOf } from './service';

/**
 * dashboard/orders: a customer's own orders by state (drafts, sent), each counted as the orders'
 * screen counts its `state` filter. A press account has no orders (`orderScopeOf` answers 403).
 */
export const ordersTile = dashboardTile({
  id: 'orders',
  path: 'orders',
  roles: [USER_TYPE.customer],
  response: dashboardCountsSchema,
  async data({ db, user }) {
    const scope = orderScopeOf(user);
    const counts: DashboardCount[] = [];
    for (const state of ORDER_FORM_STATES) {
      const list = await listOrders(db, scope, orderFormListQuerySchema.parse({ state, pageSize: 1 }));
      counts.push({ key: state, count: list.total, capped: list.capped });
    }
    return { counts };
  },
});
