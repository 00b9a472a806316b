import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const agenciesRoutes: FeatureRoute[] = [
  { path: paths.agencies, screen: () => import('./screens/agencies') },
  { path: paths.agency, screen: () => import('./screens/agency') },
  { path: paths.myAgency, screen: () => import('./screens/my-agency') },
];
