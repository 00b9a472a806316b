import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const salesRoutes: FeatureRoute[] = [
  { path: paths.revenue, screen: () => import('./screens/revenue') },
  { path: paths.bestSellers, screen: () => import('./screens/best-sellers') },
];
