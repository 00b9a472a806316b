import {
  type DashboardCount,
  dashboardCountsSchema,
  SHIPMENT_STATUSES,
  STAFF,
  shipmentListQuerySchema,
  toSendQuerySchema,
  USER_TYPE,
} from '@portal/contracts';
import { scopeOf } from '../clients/index';
import { listToSend } from '../materials/index';
import { dashboardTile } from '../types';
import { listShipments } from './repository';

/**
 * dashboard/shipments. Staff: what waits to leave, each counted as its screen counts it: the
 * accepted requests to be sent (`to_be_sent`, the "to be sent" screen), the preparations
 * (`to_send`) and the shipments to confirm and ready (the shipments screen's `status` filter
 * among those not shipped). An agent: the own agency's shipments by state (its shipments screen).
 */
export const shipmentsTile = dashboardTile({
  id: 'shipments',
  path: 'shipments',
  roles: [...STAFF, USER_TYPE.agent],
  response: dashboardCountsSchema,
  async data({ db, user, lang }) {
    const scope = scopeOf(user);
    const counts: DashboardCount[] = [];
    if (scope.kind === 'all') {
      const toSend = await listToSend(db, lang, undefined, toSendQuerySchema.parse({ pageSize: 1 }));
      counts.push({ key: 'to_be_sent', count: toSend.total, capped: toSend.capped });
    }
    const statuses = scope.kind === 'all' ? SHIPMENT_STATUSES.filter((s) => s !== 'shipped') : SHIPMENT_STATUSES;
    for (const status of statuses) {
      const shipped = scope.kind === 'all' ? ('false' as const) : undefined;
      const list = await listShipments(db, scope, shipmentListQuerySchema.parse({ status, shipped, pageSize: 1 }));
      counts.push({ key: status, count: list.total, capped: list.capped });
    }
    return { counts };
  },
});
