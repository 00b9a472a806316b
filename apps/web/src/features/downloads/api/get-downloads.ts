import type { DownloadBrowse, DownloadTree } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type BrowseFilter = { folder?: number; q?: string; page?: number };

/** GET downloads: a folder (none: the top) or a search, in the reader's audience. */
export const getDownloads = (filter: BrowseFilter, signal?: AbortSignal) =>
  api<DownloadBrowse>('downloads', { query: filter, signal, quiet: [404] });

export function useDownloads(filter: BrowseFilter) {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: ['downloads', 'browse', filter, i18n.resolvedLanguage ?? i18n.language],
      queryFn: ({ signal }) => getDownloads(filter, signal),
      placeholderData: keepPreviousData,
      meta: { shows: ['downloads'] },
    }),
  );
}

/** GET downloads/tree: every folder the reader may open (staff: the "move to" choice). */
export function useDownloadTree(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: ['downloads', 'tree', i18n.resolvedLanguage ?? i18n.language],
      queryFn: ({ signal }) => api<DownloadTree>('downloads/tree', { signal }),
      enabled,
      meta: { shows: ['downloads'] },
    }),
  );
}
