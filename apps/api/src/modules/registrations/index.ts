import type { DomainModule } from '../types';
import routes from './routes';

export const registrations: DomainModule = {
  name: 'registrations',
  v1: routes,
  bench: [['registrations, page 1', 'admin', 'admin/registrations?page=1']],
};
