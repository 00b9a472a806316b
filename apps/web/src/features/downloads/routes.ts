import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [{ path: paths.downloads, screen: () => import('./screens/downloads') }];
