import type { SessionUser } from '@portal/contracts';
import { isStaff } from '@portal/contracts/user-types';

/** The session lives in localStorage: the token the API reads from `access-token` and the signed-in user. */
const TOKEN_KEY = 'portal.accessToken';
const USER_KEY = 'portal.user';

export type Session = { token: string; user: SessionUser };

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    return { token, user: JSON.parse(raw) as SessionUser };
  } catch {
    return null;
  }
}

function emit() {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

/** Spec §6: admin and sales (staff) call the admin paths, agents their agencies twins. */
export const isStaffSession = () => isStaff(getSession()?.user.userType ?? 0);

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function setSession(token: string, user: SessionUser) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

/** The user as the server now describes them; nothing happens (no screen re-renders) when that is what is stored. */
export function updateStoredUser(user: SessionUser) {
  if (!getToken()) return;
  const stored = JSON.stringify(user);
  if (localStorage.getItem(USER_KEY) === stored) return;
  localStorage.setItem(USER_KEY, stored);
  emit();
}

const EXPIRED_KEY = 'portal.sessionExpired';

/** True once after the server ended the session (also across a reload): the login screen says so. */
export function takeSessionExpired(): boolean {
  try {
    const was = sessionStorage.getItem(EXPIRED_KEY) === '1';
    sessionStorage.removeItem(EXPIRED_KEY);
    return was;
  } catch {
    return false;
  }
}

export function clearSession(reason?: 'expired') {
  try {
    if (reason) sessionStorage.setItem(EXPIRED_KEY, '1');
  } catch {
    // Storage disabled: the toast of the failed call still says it.
  }
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  emit();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing out in one tab signs out the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) emit();
  });
}
