import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const clientsRoutes: FeatureRoute[] = [
  {
    path: paths.clients,
    screen: () => import('./screens/clients'),
    queries: (at) => import('./api/get-clients').then((m) => [m.clientsQueryAt(at)]),
  },
  {
    path: paths.client,
    screen: () => import('./screens/client'),
    queries: (at) => import('./api/get-client').then((m) => [m.clientQueryAt(at)]),
  },
];
