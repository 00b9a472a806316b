import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffSession } from './scope';

/** Re-sends the signing link of a sheet waiting for its signature. */
export const sendReminder = (sheetId: number) =>
  api<{ message: string }>(`${staffSession() ? 'admin/agencies' : 'agencies'}/reminder/${sheetId}`);

/** A new link replaces the old one (the sheet's signing history) and goes out by e-mail. */
export const sendReminderMutationOptions = () =>
  mutationOptions({ mutationFn: sendReminder, meta: { changes: ['sheets', 'outbox'] } });

export function useSendReminder() {
  return useMutation(sendReminderMutationOptions());
}
