import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  { path: paths.register, frame: 'public', screen: () => import('./screens/register') },
  { path: paths.adminRegistrations, screen: () => import('./screens/registrations') },
];
