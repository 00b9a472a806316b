import { type DashboardCount, dashboardCountsSchema, invoiceListQuerySchema, USER_TYPE } from '@portal/contracts';
import { dashboardTile } from '../types';
import { listInvoices } from './repository';
import { invoiceScopeOf } from './scope';

/**
 * dashboard/invoices: a customer's own invoices still to pay, overdue and not yet due, each
 * counted as the invoices' screen counts its `status` filter. The press is refused (`invoiceScopeOf`).
 */
export const invoicesTile = dashboardTile({
  id: 'invoices',
  path: 'invoices',
  roles: [USER_TYPE.customer],
  response: dashboardCountsSchema,
  async data({ db, user }) {
    const scope = invoiceScopeOf(user);
    const counts: DashboardCount[] = [];
    for (const status of ['overdue', 'due'] as const) {
      const list = await listInvoices(db, scope, invoiceListQuerySchema.parse({ status, pageSize: 1 }));
      counts.push({ key: status, count: list.total, capped: list.capped });
    }
    return { counts };
  },
});
