import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

export const routes: FeatureRoute[] = [
  {
    path: paths.clients,
    screen: () => import('./screens/clients'),
    // The page of clients and (staff) the agency filter.
    queries: (at) =>
      Promise.all([import('./api/get-clients'), import('../../lib/lookups/get-agencies')]).then(
        ([clients, agencies]) => [clients.clientsQueryAt(at), ...agencies.staffAgencyOptions()],
      ),
  },
  {
    path: paths.client,
    screen: () => import('./screens/client'),
    // The card, and what its sheet section shows first (the versions, their files): asked for
    // by the section once the card had rendered, each answer rendered the card again.
    queries: (at) =>
      Promise.all([
        import('./api/get-client'),
        import('./api/get-sheet-versions'),
        import('./api/get-attachments'),
      ]).then(([card, versions, attachments]) => {
        const id = Number(at.params.id);
        // Not an id: the card alone, which says so.
        if (!Number.isSafeInteger(id) || id <= 0) return [card.clientQueryAt(at)];
        return [
          card.clientQueryAt(at),
          versions.sheetVersionsQueryOptions(id, at.language),
          attachments.attachmentsQueryOptions(id, at.language),
        ];
      }),
  },
];
