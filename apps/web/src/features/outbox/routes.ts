import { paths } from '../../config/paths';
import type { FeatureRoute } from '../../lib/routes';

export const outboxRoutes: FeatureRoute[] = [{ path: paths.adminOutbox, screen: () => import('./screens/outbox') }];
