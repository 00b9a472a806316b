import type { DomainModule } from '../types';
import routes from './routes';

/** The dashboard serves the tiles the other modules bring (their descriptors' `dashboard`). */
export const dashboard: DomainModule = {
  name: 'dashboard',
  v1: routes,
  bench: [
    ['dashboard counts (status-schede)', 'admin', 'dashboard/status-schede'],
    ['dashboard revenue by category, network', 'admin', 'dashboard'],
    ['dashboard revenue by category, agent', 'agent', 'dashboard'],
    ['dashboard premia, agent', 'agent', 'dashboard/premia'],
    // Issue 31: the first screen of every role, each tile it shows.
    ['dashboard content, agent', 'agent', 'dashboard/content'],
    ['dashboard shipments, agent', 'agent', 'dashboard/shipments'],
    ['dashboard revenue, customer', 'customer', 'dashboard'],
    ['dashboard invoices, customer', 'customer', 'dashboard/invoices'],
    ['dashboard orders, customer', 'customer', 'dashboard/orders'],
    ['dashboard content, customer', 'customer', 'dashboard/content'],
    ['dashboard content, press', 'press', 'dashboard/content'],
    ['dashboard downloads, press', 'press', 'dashboard/downloads'],
  ],
};
