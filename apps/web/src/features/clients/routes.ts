import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const clientsRoutes: FeatureRoute[] = [
  {
    path: paths.clients,
    screen: () => import('./screens/clients'),
    // The page of clients and (staff) the agency filter.
    queries: (at) =>
      Promise.all([import('./api/get-clients'), import('../../lib/lookups/get-agencies')]).then(
        ([clients, agencies]) => [clients.clientsQueryAt(at), ...agencies.staffAgencyOptions()],
      ),
  },
  {
    path: paths.client,
    screen: () => import('./screens/client'),
    queries: (at) => import('./api/get-client').then((m) => [m.clientQueryAt(at)]),
  },
];
