import type { DomainModule } from '../types';
import requestRoutes from './requests-routes';
import routes from './routes';

export const materials: DomainModule = { name: 'materials', v1: routes, v2: requestRoutes };
