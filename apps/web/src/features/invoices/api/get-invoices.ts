import type { InvoiceRow, invoiceListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

export type InvoicesFilter = QueryOf<typeof invoiceListQuerySchema, 'page' | 'pageSize'>;

/** GET invoices: staff see all, an agent the agency's clients', a customer its own; newest first. */
export const getInvoices = (filter: InvoicesFilter, signal?: AbortSignal) =>
  api<TableList<InvoiceRow>>('invoices', { query: filter, signal });

export const invoicesQueryOptions = (filter: InvoicesFilter, language: string) =>
  queryOptions({
    queryKey: ['invoices', 'list', filter, language],
    queryFn: ({ signal }) => getInvoices(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['invoices', 'imports'] },
  });

export function useInvoices(filter: InvoicesFilter) {
  const { i18n } = useTranslation();
  return useQuery(invoicesQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
