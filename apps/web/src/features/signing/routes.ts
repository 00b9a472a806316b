import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  // The signer's page, opened from the e-mailed link: no account needed.
  {
    path: paths.sign,
    frame: 'public',
    screen: () => import('./screens/sign'),
    queries: (at) => import('./api/get-sign-view').then((m) => [m.signViewQueryAt(at)]),
  },
];
