import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

const sheet = () => import('./screens/sheet');

export const sheetsRoutes: FeatureRoute[] = [
  { path: paths.registry, screen: () => import('./screens/registry') },
  // One screen, one chunk: `/registry/new` creates a client, `/registry/{clientId}` opens its sheet.
  { path: paths.sheetNew, screen: sheet },
  { path: paths.sheet, screen: sheet },
];
