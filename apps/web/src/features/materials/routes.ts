import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  { path: paths.supportMaterials, screen: () => import('./screens/support-materials') },
  { path: paths.materialRequests, screen: () => import('./screens/material-requests') },
  { path: paths.materials, screen: () => import('./screens/materials') },
  { path: paths.materialsArchive, screen: () => import('./screens/materials-archive') },
  { path: paths.agentRequests, screen: () => import('./screens/agent-requests') },
];
