import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const shipmentsRoutes: FeatureRoute[] = [
  { path: paths.toSend, screen: () => import('./screens/to-send') },
  { path: paths.preparations, screen: () => import('./screens/preparations') },
  { path: paths.shipments, screen: () => import('./screens/shipments') },
  { path: paths.shipmentsArchive, screen: () => import('./screens/shipments-archive') },
  { path: paths.myShipments, screen: () => import('./screens/shipments') },
];
