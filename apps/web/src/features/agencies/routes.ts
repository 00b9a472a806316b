import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  { path: paths.agencies, screen: () => import('./screens/agencies') },
  { path: paths.agency, screen: () => import('./screens/agency') },
  { path: paths.myAgency, screen: () => import('./screens/my-agency') },
];
