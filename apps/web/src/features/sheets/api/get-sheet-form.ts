import type { SheetFormResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { sheetPrefix } from './scope';

/** The sheet of a client (its latest version) or, without an id, a new client's empty sheet. */
export const getSheetForm = (clientId: number | null, signal?: AbortSignal) =>
  api<SheetFormResponse>(`${sheetPrefix()}/schede/client-form${clientId ? `/${clientId}` : ''}`, {
    signal,
    // The screen says "not found" itself.
    quiet: MISSING,
  });

export const sheetFormQueryOptions = (clientId: number | null, language: string) =>
  queryOptions({
    queryKey: ['sheets', 'form', clientId ?? 'new', language],
    queryFn: ({ signal }) => getSheetForm(clientId, signal),
    meta: { shows: ['clients', 'sheets', 'agencies'] },
  });

export function useSheetForm(clientId: number | null) {
  const { i18n } = useTranslation();
  return useQuery(sheetFormQueryOptions(clientId, i18n.resolvedLanguage ?? i18n.language));
}
