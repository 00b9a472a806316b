import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

const sheet = () => import('./screens/sheet');

export const routes: FeatureRoute[] = [
  {
    path: paths.registry,
    screen: () => import('./screens/registry'),
    // The page of clients, the counts of the state chips above it and (staff) the agency filter.
    queries: (at) =>
      Promise.all([
        import('./api/get-registry'),
        import('../../lib/lookups/get-status-counts'),
        import('../../lib/lookups/get-agencies'),
      ]).then(([registry, counts, agencies]) => [
        registry.registryQueryAt(at),
        counts.statusCountsQueryOptions(at.language),
        ...agencies.staffAgencyOptions(),
      ]),
  },
  // One screen, one chunk: `/registry/new` creates a client, `/registry/{clientId}` opens its sheet.
  { path: paths.sheetNew, screen: sheet },
  { path: paths.sheet, screen: sheet },
];
