import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const invoicesRoutes: FeatureRoute[] = [{ path: paths.invoices, screen: () => import('./screens/invoices') }];
