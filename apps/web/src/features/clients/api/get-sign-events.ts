import type { SignEventRow } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { staffSession } from './scope';

/** The signing history of one sheet version: sent, opened, accepted, codes, signed… */
export const getSignEvents = async (sheetId: number, signal?: AbortSignal) =>
  (
    await api<{ rows: SignEventRow[] }>(`${staffSession() ? 'admin' : 'agencies'}/schede/sign-events/${sheetId}`, {
      signal,
    })
  ).rows;

export const signEventsQueryOptions = (sheetId: number, language: string) =>
  queryOptions({
    queryKey: ['clients', 'sign-events', sheetId, language],
    queryFn: ({ signal }) => getSignEvents(sheetId, signal),
    meta: { shows: ['sheets'] },
  });

export function useSignEvents(sheetId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...signEventsQueryOptions(sheetId, i18n.resolvedLanguage ?? i18n.language), enabled });
}
