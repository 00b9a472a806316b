/**
 * The query client's clear(), once the client exists (lib/query-client.ts registers it): signing
 * in drops the previous user's answers without downloading TanStack Query for the login screen.
 */
let clear: (() => void) | null = null;

export function registerQueryCache(clearCache: () => void) {
  clear = clearCache;
}

export function clearQueryCache() {
  clear?.();
}
