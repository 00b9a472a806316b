import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** GET invoices/years: the years the list offers, as revenue and best sellers offer theirs. */
export const getInvoiceYears = (signal?: AbortSignal) => api<number[]>('invoices/years', { signal });

export const invoiceYearsQueryOptions = () =>
  queryOptions({
    queryKey: ['invoices', 'years'],
    queryFn: ({ signal }) => getInvoiceYears(signal),
    meta: { shows: ['invoices', 'imports'] },
  });

export function useInvoiceYears() {
  return useQuery(invoiceYearsQueryOptions());
}
