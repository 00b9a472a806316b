import type { SheetFieldsDraft, SheetSetAction, SheetSetResponse } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
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

/**
 * The sheet's state and version, the client's data (and a new client, or one moved to another
 * agency), and for send and revision an e-mail to the signer or the agents.
 */
export const setSheetMutationOptions = () =>
  mutationOptions({ mutationFn: setSheet, meta: { changes: ['sheets', 'clients', 'outbox'] } });

export function useSetSheet() {
  return useMutation(setSheetMutationOptions());
}
