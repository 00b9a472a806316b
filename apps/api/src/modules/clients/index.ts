import { demoClientPlaces } from '../../db/seed/clients';
import { largeClients } from '../../db/seed/large/clients';
import type { DomainModule } from '../types';
import routes from './routes';

export const clients: DomainModule = {
  name: 'clients',
  v1: routes,
  seed: { order: 30, demo: demoClientPlaces, large: largeClients },
};

/** What other modules use of the clients: whose clients a user sees, the list and its rows, the client's place. */
export { coordinatesOf } from './coordinates';
export { statusCounts, toClientRow } from './mappers';
export { countByStatus, findClient, listClients } from './repository';
export { actorOf, type Scope, scopeCondition, scopeOf } from './scope';
export { lockVisibleClient } from './service';
