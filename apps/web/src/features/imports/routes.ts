import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const importsRoutes: FeatureRoute[] = [{ path: paths.adminImports, screen: () => import('./screens/imports') }];
