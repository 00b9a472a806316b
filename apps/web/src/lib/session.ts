import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './auth-storage';

/** The signed-in session, re-rendering on sign-in, sign-out and 401. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
