import { isLanguage, type SessionUser } from '@portal/contracts';
import type { AuthUser } from './session-repository';

export function toSessionUser(user: Omit<AuthUser, 'sessionId'>): SessionUser {
  return {
    userId: user.id,
    userType: user.userType,
    username: user.username,
    name: user.name,
    surname: user.surname,
    email: user.email,
    language: isLanguage(user.language) ? user.language : 'it',
    agency: user.agencyId !== null && user.agencyName !== null ? { id: user.agencyId, name: user.agencyName } : null,
    customer:
      user.clientId !== null && user.clientName !== null
        ? { id: user.clientId, name: user.clientName, code: user.clientCode, press: user.clientKind === 'press' }
        : null,
  };
}
