import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  // The first screen: without TanStack Query, the login calls the API client directly.
  { path: paths.login, frame: 'first', screen: () => import('./screens/login') },
  { path: paths.forgotPassword, frame: 'public', screen: () => import('./screens/forgot-password') },
  { path: paths.resetPassword, frame: 'public', screen: () => import('./screens/reset-password') },
  { path: paths.changePassword, screen: () => import('./screens/change-password') },
];
