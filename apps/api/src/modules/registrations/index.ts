import type { DomainModule } from '../types';
import { registrationsMail } from './mail';
import routes from './routes';
import { registrationsTile } from './tiles';

export const registrations: DomainModule = {
  name: 'registrations',
  v1: routes,
  mailTemplates: registrationsMail,
  dashboard: [registrationsTile],
  bench: [['registrations, page 1', 'admin', 'admin/registrations?page=1']],
};
