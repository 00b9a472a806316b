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
  ],
};
