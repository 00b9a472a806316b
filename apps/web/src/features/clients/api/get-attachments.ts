import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

export type Attachment = {
  id: string;
  kind: 'sheet' | 'signed';
  version: number;
  status: string;
  filename: string;
  url: string;
  created_at: string;
};

/** GET arrex/attachments/{id}: each version's PDF and, once signed, the signed PDF. */
export const getAttachments = async (clientId: number, signal?: AbortSignal) =>
  // Asked for with the card (routes.ts): a client not there or not the user's is the card's
  // "not found", not a toast.
  (await api<{ attachments: Attachment[] }>(`arrex/attachments/${clientId}`, { signal, quiet: MISSING })).attachments;

export const attachmentsQueryOptions = (clientId: number, language: string) =>
  queryOptions({
    queryKey: ['clients', 'attachments', clientId, language],
    queryFn: ({ signal }) => getAttachments(clientId, signal),
    meta: { shows: ['sheets'] },
  });

export function useAttachments(clientId: number) {
  const { i18n } = useTranslation();
  return useQuery(attachmentsQueryOptions(clientId, i18n.resolvedLanguage ?? i18n.language));
}
