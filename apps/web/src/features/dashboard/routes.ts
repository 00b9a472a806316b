import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const dashboardRoutes: FeatureRoute[] = [{ path: paths.dashboard, screen: () => import('./screens/dashboard') }];
