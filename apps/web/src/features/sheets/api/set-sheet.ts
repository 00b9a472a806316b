import type { SheetFieldsDraft, SheetSetAction, SheetSetResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { sheetPrefix } from './scope';

export type SheetCommandInput = {
  clientId: number | null;
  action: SheetSetAction;
  fields?: SheetFieldsDraft;
  signatureEmail?: string;
  note?: string;
};

/** POST {admin|agencies}/schede/client-set[/{id}]: save, save for signature, send, revision, renew. */
export const setSheet = ({ clientId, action, fields, signatureEmail, note }: SheetCommandInput) =>
  api<SheetSetResponse>(`${sheetPrefix()}/schede/client-set${clientId ? `/${clientId}` : ''}`, {
    method: 'POST',
    // The server answers field errors itself; the form shows the save failure message instead.
    quiet: [400],
    body: {
      action,
      is_edited: action === 'save' ? true : action === 'save_for_signature' ? false : undefined,
      scheda_fields: fields,
      'signature-email': signatureEmail || undefined,
      note: note || undefined,
      language: currentLanguage(),
    },
  });

export function useSetSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sheets'] }),
  });
}
