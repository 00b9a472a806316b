import type { Language, SessionUser } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/auth-storage';

/** The user's language preference: e-mails to them follow it. */
export const updateLanguage = (language: Language) =>
  api<SessionUser>('auth/me', { method: 'PUT', body: { language } });

export function useUpdateLanguage() {
  return useMutation({ mutationFn: updateLanguage, onSuccess: (user) => updateStoredUser(user) });
}
