import { demoClientPlaces } from '../../db/seed/clients';
import { largeClients } from '../../db/seed/large/clients';
import type { DomainModule } from '../types';
import { exportsSweeper } from './exports';
import routes from './routes';

export const clients: DomainModule = {
  name: 'clients',
  v1: routes,
  // Prints' links and files past their time (exports.ts).
  root: exportsSweeper,
  seed: { order: 30, demo: demoClientPlaces, large: largeClients },
  bench: [
    ['clients, admin, page 1', 'admin', 'agencies/clients?page=1'],
    ['clients, admin, page 50', 'admin', 'agencies/clients?page=50'],
    // Deep pages are a PostgreSQL target (issue 8); PGlite runs one statement at a time.
    ['clients, admin, page 500', 'admin', 'agencies/clients?page=500', true],
    ['clients, admin, sheet status sent', 'admin', 'agencies/clients?page=1&status=sent'],
    ['clients, agent, page 1', 'agent', 'agencies/clients?page=1'],
    ['clients, agent, sheet status sent', 'agent', 'agencies/clients?page=1&status=sent'],
    ['header search q=a1b', 'admin', 'generic/search?q=a1b'],
    ['header search q=mobili ro', 'admin', 'generic/search?q=mobili%20ro'],
    ['header search, agent, q=rossi', 'agent', 'generic/search?q=rossi'],
    ['client picker, agent (own agency)', 'agent', 'agencies/get-clients'],
    ['client picker search, admin, q=mobili', 'admin', 'agencies/get-clients?q=mobili'],
    // Every client in one answer (2.5 MB at 100,000): issue 11's target is its time and size below.
    ['client map, admin (every client)', 'admin', 'agencies/clients/map', undefined, 'map: see its first call'],
    ['client map, agent (own agency)', 'agent', 'agencies/clients/map'],
  ],
};

/** What other modules use of the clients: whose clients a user sees, the list and its rows, the client's place. */
export { coordinatesOf } from './coordinates';
export { statusCounts, toClientRow } from './mappers';
export { countByStatus, findClient, listClients } from './repository';
export { actorOf, type Scope, scopeCondition, scopeOf } from './scope';
export { lockVisibleClient } from './service';
