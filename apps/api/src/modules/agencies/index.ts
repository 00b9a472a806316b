import type { DomainModule } from '../types';
import routes from './routes';

export const agencies: DomainModule = {
  name: 'agencies',
  v1: routes,
  bench: [['agencies with counts (status-agencies)', 'admin', 'admin/status-agencies']],
};
