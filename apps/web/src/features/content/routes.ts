import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  { path: paths.news, screen: () => import('./screens/news') },
  { path: paths.communications, screen: () => import('./screens/communications') },
  { path: paths.trends, screen: () => import('./screens/trends') },
  { path: paths.promotions, screen: () => import('./screens/promotions') },
  { path: paths.contentNew, screen: () => import('./screens/editor') },
  { path: paths.contentEdit, screen: () => import('./screens/editor') },
  { path: paths.contentItem, screen: () => import('./screens/item') },
];
