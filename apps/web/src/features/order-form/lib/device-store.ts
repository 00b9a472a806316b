import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * What the order form keeps on this device (IndexedDB), so a draft survives a reload, a crash or a
 * lost signal (issue 30 §2). Attachments are stored once, when attached, in `files`; a draft and a
 * queued order name theirs by id, so saving a keystroke never rewrites the attachments.
 */

/** An attachment kept on this device. */
export type StoredFile = { id: string; name: string; type: string; size: number; blob: Blob };

/** A file's description without its bytes, as drafts and queued orders list them. */
export type FileRef = Omit<StoredFile, 'blob'>;

/** The form as typed: `owner` is the signed-in user, `order` the server's draft being edited (if any). */
export type LocalDraft<V> = {
  key: string;
  owner: number;
  order: number | null;
  values: V;
  files: FileRef[];
  savedAt: number;
};

/**
 * Where a queued order is: `waiting` for a connection, `sending` (stored, then e-mailed), `sent`,
 * or `failed` with the server's reason (a refusal: the queue does not try it again by itself).
 */
export type QueueState = 'waiting' | 'sending' | 'sent' | 'failed';

/** An order the user pressed Send for; `key` is its Idempotency-Key, made when Send was pressed. */
export type QueuedOrder<V> = {
  key: string;
  owner: number;
  order: number | null;
  values: V;
  files: FileRef[];
  state: QueueState;
  /** The stored order's id once send-request answered; from then on only the e-mail is left. */
  savedId: number | null;
  error: string | null;
  queuedAt: number;
  updatedAt: number;
};

interface OrderFormDb extends DBSchema {
  drafts: { key: string; value: LocalDraft<unknown> };
  queue: { key: string; value: QueuedOrder<unknown>; indexes: { owner: number } };
  files: { key: string; value: StoredFile };
}

export const DB_NAME = 'portal-order-form';

let opening: Promise<IDBPDatabase<OrderFormDb>> | null = null;

function db(): Promise<IDBPDatabase<OrderFormDb>> {
  opening ??= openDB<OrderFormDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('drafts', { keyPath: 'key' });
      database.createObjectStore('files', { keyPath: 'id' });
      database.createObjectStore('queue', { keyPath: 'key' }).createIndex('owner', 'owner');
    },
  });
  return opening;
}

/** Forgets the open connection (tests delete the database between cases). */
export async function closeDeviceStore() {
  const open = opening;
  opening = null;
  if (open) (await open).close();
}

/** The draft's key: one new order per user, and one per server draft being edited. */
export const draftKey = (owner: number, order: number | null) => `${owner}:${order ?? 'new'}`;

export async function readDraft<V>(owner: number, order: number | null): Promise<LocalDraft<V> | undefined> {
  return (await (await db()).get('drafts', draftKey(owner, order))) as LocalDraft<V> | undefined;
}

export async function writeDraft<V>(draft: Omit<LocalDraft<V>, 'key' | 'savedAt'>): Promise<LocalDraft<V>> {
  const stored = { ...draft, key: draftKey(draft.owner, draft.order), savedAt: Date.now() };
  await (await db()).put('drafts', stored);
  return stored;
}

/** Drops a draft and those of its files no queued order holds. */
export async function dropDraft(owner: number, order: number | null) {
  const database = await db();
  const draft = await database.get('drafts', draftKey(owner, order));
  await database.delete('drafts', draftKey(owner, order));
  if (draft) await dropUnheldFiles(draft.files.map((f) => f.id));
}

export async function putFile(file: StoredFile) {
  await (await db()).put('files', file);
}

/** The stored files, in the order asked; a missing one (cleared storage) is left out. */
export async function readFiles(refs: readonly FileRef[]): Promise<StoredFile[]> {
  const database = await db();
  const found = await Promise.all(refs.map((ref) => database.get('files', ref.id)));
  return found.filter((file): file is StoredFile => file !== undefined);
}

/** Deletes the files that neither a draft nor a queued order (not yet sent) names any more. */
export async function dropUnheldFiles(ids: readonly string[]) {
  const database = await db();
  const held = new Set<string>();
  for (const draft of await database.getAll('drafts')) for (const f of draft.files) held.add(f.id);
  for (const queued of await database.getAll('queue')) {
    if (queued.state !== 'sent') for (const f of queued.files) held.add(f.id);
  }
  const tx = database.transaction('files', 'readwrite');
  await Promise.all(ids.filter((id) => !held.has(id)).map((id) => tx.store.delete(id)));
  await tx.done;
}

export async function putQueued<V>(entry: QueuedOrder<V>) {
  await (await db()).put('queue', entry);
}

export async function readQueued<V>(key: string): Promise<QueuedOrder<V> | undefined> {
  return (await (await db()).get('queue', key)) as QueuedOrder<V> | undefined;
}

/** The user's queued orders, oldest first. */
export async function listQueued<V>(owner: number): Promise<QueuedOrder<V>[]> {
  const rows = (await (await db()).getAllFromIndex('queue', 'owner', owner)) as QueuedOrder<V>[];
  return rows.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function deleteQueued(key: string) {
  const database = await db();
  const entry = await database.get('queue', key);
  await database.delete('queue', key);
  if (entry) await dropUnheldFiles(entry.files.map((f) => f.id));
}

/**
 * Changes one queued order in a transaction of its own: `change` sees the stored entry and answers
 * the new one, or null to leave it (another tab got there first).
 */
export async function updateQueued<V>(
  key: string,
  change: (entry: QueuedOrder<V>) => QueuedOrder<V> | null,
): Promise<QueuedOrder<V> | null> {
  const database = await db();
  const tx = database.transaction('queue', 'readwrite');
  const entry = (await tx.store.get(key)) as QueuedOrder<V> | undefined;
  const next = entry ? change(entry) : null;
  if (next) await tx.store.put({ ...next, updatedAt: Date.now() });
  await tx.done;
  return next;
}
