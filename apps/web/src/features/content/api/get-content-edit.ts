import type { ContentEdit } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import './kind';

/** GET content/item/{id}/edit (staff): every language's text as stored, the audience, the days and the files. */
export function useContentEdit(id: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['content', 'edit', id],
      queryFn: ({ signal }) => api<ContentEdit>(`content/item/${id}/edit`, { signal, quiet: MISSING }),
      enabled: id !== undefined,
      meta: { shows: ['content'] },
      retry: false,
    }),
  );
}
