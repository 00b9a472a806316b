import type { ContentDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

/** GET content/item/{id}: the item in the reader's language with its files; the server marks it read. */
export const getContentItem = (id: number, signal?: AbortSignal) =>
  api<ContentDetail>(`content/item/${id}`, { signal, quiet: MISSING });

export function useContentItem(id: number) {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: ['content', 'item', id, i18n.resolvedLanguage ?? i18n.language],
      queryFn: ({ signal }) => getContentItem(id, signal),
      meta: { shows: ['content'] },
      retry: false,
    }),
  );
}
