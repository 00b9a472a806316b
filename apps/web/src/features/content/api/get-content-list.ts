import type { ContentKind, ContentRow, contentListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type ContentFilter = QueryOf<typeof contentListQuerySchema, 'page' | 'pageSize'>;

/** GET content/{kind}: a page of one kind, newest first, in the reader's language. */
export const getContentList = (kind: ContentKind, filter: ContentFilter, signal?: AbortSignal) =>
  api<TableList<ContentRow>>(`content/${kind}`, { query: filter, signal });

export const contentListOptions = (kind: ContentKind, filter: ContentFilter, language: string) =>
  queryOptions({
    queryKey: ['content', 'list', kind, filter, language],
    queryFn: ({ signal }) => getContentList(kind, filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['content'] },
  });

export function useContentList(kind: ContentKind, filter: ContentFilter) {
  const { i18n } = useTranslation();
  return useQuery(contentListOptions(kind, filter, i18n.resolvedLanguage ?? i18n.language));
}
