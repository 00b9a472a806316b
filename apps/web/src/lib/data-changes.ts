import type { QueryClient } from '@tanstack/react-query';

/**
 * The kinds of data the screens show, each named by the domain that writes it. A query declares
 * the kinds its answer shows (`meta: { shows }` in its query options), a mutation the kinds it
 * changes (`meta: { changes }` in its mutation options); once the mutation settles, every cached
 * query showing one of them is marked stale and those on screen fetch again (lib/query-client.ts).
 * So a screen of another feature refreshes without the mutation knowing its query key.
 *
 * A new domain adds its own kind from its folder, without editing this file:
 *   declare module '../../../lib/data-changes' { interface DataKinds { shipments: true } }
 */
export interface DataKinds {
  /** Agencies: name, code, contacts, their agents' count. */
  agencies: true;
  /** Clients: company data, state, deletion, agency; counted per agency and per sheet state. */
  clients: true;
  /** Client sheets: versions, states, sign requests and their events, PDFs. */
  sheets: true;
  /** User accounts: name, language, enabled or not; an agency's agents. */
  users: true;
  /** Registration requests and their decisions. */
  registrations: true;
  /** Outgoing e-mail: what a change sends. */
  outbox: true;
}
export type DataKind = keyof DataKinds;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { shows?: readonly DataKind[] };
    mutationMeta: { changes?: readonly DataKind[] };
  }
}

/** Whether a query showing `shown` must be fetched again after a change to `changed`. */
export function showsChanged(
  shown: readonly DataKind[] | undefined,
  changed: readonly DataKind[] | undefined,
): boolean {
  return Boolean(shown && changed && shown.some((kind) => changed.includes(kind)));
}

/** Marks stale every cached query showing changed data; those on screen fetch again now. */
export async function invalidateChanged(queryClient: QueryClient, changed: readonly DataKind[] | undefined) {
  if (!changed?.length) return;
  await queryClient.invalidateQueries({ predicate: (query) => showsChanged(query.meta?.shows, changed) });
}
