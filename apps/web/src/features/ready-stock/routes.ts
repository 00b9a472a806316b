import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  { path: paths.readyStock, screen: () => import('./screens/ready-stock') },
  { path: paths.readyReservations, screen: () => import('./screens/reservations') },
];
