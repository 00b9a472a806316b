import { demoInvoices } from '../../db/seed/invoices';
import { largeInvoices } from '../../db/seed/large/invoices';
import type { DomainModule } from '../types';
import { invoicesKind } from './import-kind';
import routes from './routes';

export const invoices: DomainModule = {
  name: 'invoices',
  v1: routes,
  importKinds: [invoicesKind],
  seed: { order: 90, demo: demoInvoices, large: largeInvoices },
};
