import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const accountRoutes: FeatureRoute[] = [{ path: paths.account, screen: () => import('./screens/account') }];
