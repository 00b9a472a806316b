import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const registrationsRoutes: FeatureRoute[] = [
  { path: paths.register, frame: 'public', screen: () => import('./screens/register') },
  { path: paths.adminRegistrations, screen: () => import('./screens/registrations') },
];
