import { useSearchParams } from 'react-router';

/** Values to put in the address; `undefined` or '' takes the key out. */
export type SearchChanges = Record<string, string | number | undefined>;

/** The address's parameters with the changes made, the others kept. */
export function withChanges(previous: URLSearchParams, changes: SearchChanges): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The address's search parameters and a function changing some of them. A change replaces the
 * history entry (a filter is not a step Back goes through) unless `push` says it is one.
 */
export function useSearchUpdate() {
  const [params, setParams] = useSearchParams();
  const change = (changes: SearchChanges, { push = false }: { push?: boolean } = {}) =>
    setParams((previous) => withChanges(previous, changes), { replace: !push });
  return [params, change] as const;
}
