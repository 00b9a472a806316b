import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  { path: paths.revenue, screen: () => import('./screens/revenue') },
  { path: paths.bestSellers, screen: () => import('./screens/best-sellers') },
];
