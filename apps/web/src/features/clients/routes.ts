import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const clientsRoutes: FeatureRoute[] = [
  { path: paths.clients, screen: () => import('./screens/clients') },
  { path: paths.client, screen: () => import('./screens/client') },
];
