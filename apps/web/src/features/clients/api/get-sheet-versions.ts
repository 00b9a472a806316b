import type { SheetSummary } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { staffSession } from './scope';

/** Every version of the client's sheet, newest first (from the sheet form of the client). */
export const getSheetVersions = async (clientId: number, signal?: AbortSignal) =>
  (
    await api<{ versions: SheetSummary[] }>(`${staffSession() ? 'admin' : 'agencies'}/schede/client-form/${clientId}`, {
      signal,
      // Asked for with the card (routes.ts): a client not there or not the user's is the card's
      // "not found", not a toast.
      quiet: MISSING,
    })
  ).versions;

export const sheetVersionsQueryOptions = (clientId: number, language: string) =>
  queryOptions({
    queryKey: ['clients', 'sheet-versions', clientId, language],
    queryFn: ({ signal }) => getSheetVersions(clientId, signal),
    meta: { shows: ['sheets'] },
  });

export function useSheetVersions(clientId: number) {
  const { i18n } = useTranslation();
  return useQuery(sheetVersionsQueryOptions(clientId, i18n.resolvedLanguage ?? i18n.language));
}
