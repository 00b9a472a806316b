import type { DomainModule } from '../types';
import adminRoutes from './admin-routes';
import routes from './routes';

/** `/health` for load balancers, and the staff's checks under the versioned API. */
export const system: DomainModule = { name: 'system', root: routes, v1: adminRoutes };
