import { demoInvoices } from '../../db/seed/invoices';
import { largeInvoices } from '../../db/seed/large/invoices';
import type { DomainModule } from '../types';
import { invoicesKind } from './import-kind';
import routes from './routes';
import { invoicesTile } from './tiles';

export const invoices: DomainModule = {
  name: 'invoices',
  v1: routes,
  importKinds: [invoicesKind],
  seed: { order: 90, demo: demoInvoices, large: largeInvoices },
  dashboard: [invoicesTile],
  bench: [
    ['invoices, admin, page 1', 'admin', 'invoices'],
    ['invoices, agent, page 1', 'agent', 'invoices'],
    // The payment filters (issue 11): overdue walks the unpaid index, paid does not.
    ['invoices, admin, overdue', 'admin', 'invoices?status=overdue'],
    ['invoices, agent, paid', 'agent', 'invoices?status=paid'],
  ],
};
