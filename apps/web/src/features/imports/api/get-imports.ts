import type { ImportRow } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

declare module '../../../lib/data-changes' {
  interface DataKinds {
    imports: true;
  }
}

export type ImportsPage = { page: number; pageSize: number };

/** GET admin/imports/history/{page}: every import, newest first. */
export const getImports = ({ page, pageSize }: ImportsPage, signal?: AbortSignal) =>
  api<TableList<ImportRow>>(`admin/imports/history/${page}`, { query: { pageSize }, signal });

export const importsQueryOptions = (paging: ImportsPage, language: string) =>
  queryOptions({
    queryKey: ['admin', 'imports', 'list', paging, language],
    queryFn: ({ signal }) => getImports(paging, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['imports'] },
  });

export function useImports(paging: ImportsPage) {
  const { i18n } = useTranslation();
  return useQuery(importsQueryOptions(paging, i18n.resolvedLanguage ?? i18n.language));
}
