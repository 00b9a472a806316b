import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  { path: paths.toSend, screen: () => import('./screens/to-send') },
  { path: paths.preparations, screen: () => import('./screens/preparations') },
  { path: paths.shipments, screen: () => import('./screens/shipments') },
  { path: paths.shipmentsArchive, screen: () => import('./screens/shipments-archive') },
  { path: paths.myShipments, screen: () => import('./screens/shipments') },
];
