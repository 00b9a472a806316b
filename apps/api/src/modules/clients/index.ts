import { demoClientPlaces } from '../../db/seed/clients';
import { largeClients } from '../../db/seed/large/clients';
import type { DomainModule } from '../types';
import routes from './routes';

export const clients: DomainModule = {
  name: 'clients',
  v1: routes,
  seed: { order: 30, demo: demoClientPlaces, large: largeClients },
};
