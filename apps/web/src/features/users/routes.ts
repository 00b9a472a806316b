import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const usersRoutes: FeatureRoute[] = [{ path: paths.adminUsers, screen: () => import('./screens/users') }];
