import type { Language, SessionUser } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/auth-storage';

/** The user's language preference: e-mails to them follow it. */
export const updateLanguage = (language: Language) =>
  api<SessionUser>('auth/me', { method: 'PUT', body: { language } });

export const updateLanguageMutationOptions = () =>
  mutationOptions({
    mutationFn: updateLanguage,
    onSuccess: (user) => updateStoredUser(user),
    meta: { changes: ['users'] },
  });

export function useUpdateLanguage() {
  return useMutation(updateLanguageMutationOptions());
}
