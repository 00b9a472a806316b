import {
  deleteQueued,
  dropUnheldFiles,
  type FileRef,
  listQueued,
  putQueued,
  type QueuedOrder,
  readFiles,
  type StoredFile,
  updateQueued,
} from './device-store';

/**
 * The orders the user pressed Send for, sent from this device exactly once (issue 30 §2): each
 * carries the Idempotency-Key made when Send was pressed, so the server stores it once however
 * often the request is repeated; a lost connection leaves it waiting for the next run (when the
 * browser is back online, and when the app starts), a refusal (4xx) stops it with the reason.
 */

/** The two calls of a send: store the order (send-request with the key, answering its id), then e-mail it. */
export type Transport<V> = {
  save: (entry: QueuedOrder<V>, files: StoredFile[]) => Promise<number>;
  email: (id: number, key: string) => Promise<void>;
};

/** The HTTP status an error carries (the API client's ApiError), 0 when no answer came. */
const statusOf = (error: unknown): number =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : 0;

/** A network failure (no answer, or a session that must be renewed first) waits; an answer of 4xx stops. */
export function failureKind(error: unknown): 'retry' | 'refused' | 'failed' {
  const status = statusOf(error);
  if (status === 0 || status === 401 || status === 408 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'refused';
  return 'failed';
}

/** A fresh Idempotency-Key; `randomUUID` needs a secure context, the fallback does not. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Puts an order in the queue, waiting; the caller then runs the queue. */
export async function enqueue<V>(order: {
  owner: number;
  order: number | null;
  values: V;
  files: FileRef[];
}): Promise<QueuedOrder<V>> {
  const now = Date.now();
  const entry: QueuedOrder<V> = {
    ...order,
    key: newKey(),
    state: 'waiting',
    // A draft already on the server (`order`) is stored again with what was typed, then e-mailed.
    savedId: null,
    error: null,
    queuedAt: now,
    updatedAt: now,
  };
  await putQueued(entry);
  changed();
  return entry;
}

/** A failed order waits again (Send again). */
export async function retryQueued(key: string) {
  await updateQueued(key, (entry) => (entry.state === 'failed' ? { ...entry, state: 'waiting', error: null } : null));
  changed();
}

const listeners = new Set<() => void>();

/** Called after every change of a queued order's state (the screens re-read the queue). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => {
  for (const listener of listeners) listener();
};

/** Takes an order off this device's queue (a sent one the user has seen, or one taken back to the form). */
export async function removeQueued(key: string) {
  await deleteQueued(key);
  changed();
}

/** What a run did to one order: sent, refused or failed (its reason in `error`), or left waiting. */
export type RunOutcome<V> = QueuedOrder<V>;

/** Sends one order, from where it stopped; answers what became of it, or null if another run has it. */
async function sendOne<V>(
  key: string,
  transport: Transport<V>,
  messageOf: (error: unknown) => string,
): Promise<QueuedOrder<V> | null> {
  const claimed = await updateQueued<V>(key, (e) =>
    e.state === 'waiting' || e.state === 'sending' ? { ...e, state: 'sending' } : null,
  );
  if (!claimed) return null;
  changed();
  let entry = claimed;
  try {
    if (entry.savedId === null) {
      const id = await transport.save(entry, await readFiles(entry.files));
      entry = (await updateQueued<V>(key, (e) => ({ ...e, savedId: id }))) ?? entry;
    }
    await transport.email(entry.savedId as number, key);
    const sent = await updateQueued<V>(key, (e) => ({ ...e, state: 'sent', error: null }));
    // The order office has the files now: this device no longer needs them.
    await dropUnheldFiles(entry.files.map((f) => f.id));
    changed();
    return sent;
  } catch (error) {
    const kind = failureKind(error);
    const after = await updateQueued<V>(key, (e) =>
      kind === 'retry' ? { ...e, state: 'waiting' } : { ...e, state: 'failed', error: messageOf(error) },
    );
    changed();
    return after;
  }
}

let running: Promise<RunOutcome<unknown>[]> | null = null;

/**
 * Sends the user's waiting orders, oldest first, one run at a time in this tab and, where the
 * browser has Web Locks, across its tabs: an order left `sending` by a run that died is taken up
 * again, which the key makes safe. A lost connection ends the run (the rest wait too). A run
 * started while one is under way answers that one. Answers what the run did to each order it took.
 */
export function runQueue<V>(
  owner: number,
  transport: Transport<V>,
  messageOf: (error: unknown) => string,
): Promise<RunOutcome<V>[]> {
  if (running) return running as Promise<RunOutcome<V>[]>;
  const run = async () => {
    const outcomes: RunOutcome<V>[] = [];
    for (const entry of await listQueued<V>(owner)) {
      if (entry.state !== 'waiting' && entry.state !== 'sending') continue;
      const outcome = await sendOne(entry.key, transport, messageOf);
      if (!outcome) continue;
      outcomes.push(outcome);
      if (outcome.state === 'waiting') break;
    }
    return outcomes;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const guarded = locks ? locks.request(`portal-order-queue-${owner}`, run) : run();
  const current = guarded.finally(() => {
    running = null;
  });
  running = current as Promise<RunOutcome<unknown>[]>;
  return current;
}
