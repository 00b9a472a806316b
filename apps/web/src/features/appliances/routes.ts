import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  { path: paths.searchPrices, screen: () => import('./screens/search-prices') },
  { path: paths.homeAppliances, screen: () => import('./screens/home-appliances') },
];
