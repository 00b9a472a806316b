import type { InvoiceDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

/** GET invoices/{number}: the invoice with its client, agency and lines (categories in the reader's language). */
export const getInvoice = (number: string, signal?: AbortSignal) =>
  api<InvoiceDetail>(`invoices/${encodeURIComponent(number)}`, { signal, quiet: MISSING });

export const invoiceQueryOptions = (number: string, language: string) =>
  queryOptions({
    queryKey: ['invoices', 'detail', number, language],
    queryFn: ({ signal }) => getInvoice(number, signal),
    meta: { shows: ['invoices', 'imports'] },
  });

export function useInvoice(number: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    ...invoiceQueryOptions(number ?? '', i18n.resolvedLanguage ?? i18n.language),
    enabled: number !== null,
  });
}
