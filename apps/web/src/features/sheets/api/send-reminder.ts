import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffSession } from './scope';

/** Re-sends the signing link of a sheet waiting for its signature. */
export const sendReminder = (sheetId: number) =>
  api<{ message: string }>(`${staffSession() ? 'admin/agencies' : 'agencies'}/reminder/${sheetId}`);

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sheets'] }),
  });
}
