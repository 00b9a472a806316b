import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const setUserDisabled = ({ id, disabled }: { id: number; disabled: boolean }) =>
  api<{ message: string }>(`admin/users/${id}/disabled`, { method: 'PUT', body: { disabled } });

/** Users list, the agency's agents and their count, the user's own account. */
export const setUserDisabledMutationOptions = () =>
  mutationOptions({ mutationFn: setUserDisabled, meta: { changes: ['users'] } });

export function useSetUserDisabled() {
  return useMutation(setUserDisabledMutationOptions());
}
