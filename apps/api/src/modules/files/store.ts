import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, DbOrTx } from '../../db/index';
import type { Storage } from '../../lib/storage/index';
import { forgetLoose, markLoose } from './loose';
import { files } from './schema';

/** What the files module needs: the app (`app.db`, `app.storage`) or the seed's pair. */
export type FileStore = { db: Db; storage: Storage };
export type FileRecord = typeof files.$inferSelect;
/** The module that owns a file and its own key for what the file belongs to (`materials`, a material's id). */
export type FileOwner = { domain: string; key: string | number };
export type FileData = Buffer | Uint8Array | Readable | AsyncIterable<Uint8Array>;

/** The first bytes read to tell a file's type (file-type's own `SNIFF_BYTES`). */
const SNIFF_BYTES = 4100;

export type NewFile = {
  owner: FileOwner;
  /** The name a download is saved under. */
  name: string;
  data: FileData;
  createdBy?: number | null;
  /** A file made from `of` (a picture's table copy), stored beside it and removed with it. */
  variant?: { of: FileRecord | StagedFile; name: string };
  /** The type when the first bytes tell none (text, CSV). */
  fallbackType?: string;
};

/** Bytes written under their key, not yet named by a record: `recordFile` names them. */
export type StagedFile = Omit<FileRecord, 'createdAt' | 'seq'>;

const asIterable = (data: FileData): AsyncIterable<Uint8Array> =>
  data instanceof Uint8Array ? Readable.from([data], { objectMode: false }) : data;

/**
 * The first bytes of `source` (enough to tell its type) and the whole of it again, read once: the
 * stream is never held in memory beyond its first pieces.
 */
async function peek(source: AsyncIterable<Uint8Array>) {
  const iterator = source[Symbol.asyncIterator]();
  const first: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const piece = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    first.push(piece);
    length += piece.length;
  }
  const head = Buffer.concat(first, length);
  async function* whole() {
    yield* first;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: head.subarray(0, SNIFF_BYTES), whole: whole(), stop: () => iterator.return?.() };
}

/** Passes the bytes on, counting them and hashing them as they go. */
function measured(source: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  const result = { size: 0, sha256: '' };
  async function* counted() {
    for await (const piece of source) {
      hash.update(piece);
      result.size += piece.byteLength;
      yield piece;
    }
    result.sha256 = hash.digest('hex');
  }
  return { stream: Readable.from(counted(), { objectMode: false }), result };
}

const measuredBuffer = (data: Uint8Array) => ({
  size: data.byteLength,
  sha256: createHash('sha256').update(data).digest('hex'),
});

/**
 * Writes the bytes under `key`, listed as loose (`file_uploads`) first, so that bytes whose record
 * never comes are found by the sweeper. Returns their size and checksum. Bytes in memory go in one
 * `put`, a stream as it comes.
 */
async function writeBytes(store: FileStore, key: string, data: Uint8Array | AsyncIterable<Uint8Array>) {
  await markLoose(store.db, [key]);
  let result: { size: number; sha256: string };
  try {
    if (data instanceof Uint8Array) {
      await store.storage.put(key, data);
      result = measuredBuffer(data);
    } else {
      const counted = measured(data);
      await store.storage.putStream(key, counted.stream);
      result = counted.result;
    }
  } catch (error) {
    await discardBytes(store, [key]).catch(() => undefined);
    throw error;
  }
  // Marked again once written: the sweeper's grace time counts from the end of a long upload.
  await markLoose(store.db, [key]);
  return result;
}

const keyBase = (key: string) => key.replace(/\.[A-Za-z0-9]+$/, '');
const plainSegment = (value: string | number) => String(value).replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * Writes a file's bytes under a key of its own (`<domain>/<owner key>/<id>.<ext>`; a variant beside
 * its file: `<file's key without ext>.<variant>.<ext>`), its type read from its first bytes. Nothing
 * names the bytes until `recordFile` inserts the record; until then no one sees them.
 */
export async function stageFile(store: FileStore, file: NewFile): Promise<StagedFile> {
  const inMemory = file.data instanceof Uint8Array ? file.data : undefined;
  const { head, whole, stop } = await peek(asIterable(file.data));
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  const id = randomUUID();
  const ext = detected?.ext ?? 'bin';
  const storageKey = file.variant
    ? `${keyBase(file.variant.of.storageKey)}.${plainSegment(file.variant.name)}.${ext}`
    : `${plainSegment(file.owner.domain)}/${plainSegment(file.owner.key)}/${id}.${ext}`;
  let written: { size: number; sha256: string };
  try {
    written = await writeBytes(store, storageKey, inMemory ?? whole);
  } catch (error) {
    await stop();
    throw error;
  }
  return recordValues(id, file, detected, written, storageKey);
}

/** The record of a file's bytes: its owner, name, type read from its first bytes, size and checksum. */
function recordValues(
  id: string,
  file: Omit<NewFile, 'data'>,
  detected: { mime: string } | undefined,
  written: { size: number; sha256: string },
  storageKey: string,
): StagedFile {
  return {
    id,
    ownerDomain: file.owner.domain,
    ownerKey: String(file.owner.key),
    variantOf: file.variant?.of.id ?? null,
    variant: file.variant?.name ?? null,
    name: file.name,
    type: detected?.mime ?? file.fallbackType ?? 'application/octet-stream',
    size: written.size,
    sha256: written.sha256,
    storageKey,
    createdBy: file.createdBy ?? null,
  };
}

/** A key listed as loose before the owner's transaction, for bytes made inside it. */
export type Reserved = { id: string; storageKey: string };

/**
 * For bytes made inside the owner's transaction, from the rows it locks (a signed PDF): lists a
 * key of the file's own as loose before that transaction (`db` is `app.db`, outside it), so that
 * bytes written under it by `writeReserved` and never named (the transaction rolled back, the
 * process stopped) are removed by the sweeper. `storageKey` keeps a key the owner's rows already
 * name (the demo data's signed copies, written inside the seed's one transaction).
 */
export async function reserveFile(
  db: DbOrTx,
  owner: FileOwner,
  ext: string,
  storageKey = `${plainSegment(owner.domain)}/${plainSegment(owner.key)}/${randomUUID()}.${plainSegment(ext)}`,
): Promise<Reserved> {
  await markLoose(db, [storageKey]);
  return { id: randomUUID(), storageKey };
}

/**
 * Writes bytes in memory under a reserved key, in the store only (no database call: it runs inside
 * the owner's transaction, which on PGlite holds the one connection), its type read from them.
 * `recordFile` in the same transaction names them.
 */
export async function writeReserved(
  storage: Storage,
  reserved: Reserved,
  file: Omit<NewFile, 'data' | 'variant'> & { data: Uint8Array },
): Promise<StagedFile> {
  await storage.put(reserved.storageKey, file.data);
  const detected = await fileTypeFromBuffer(file.data.subarray(0, SNIFF_BYTES)).catch(() => undefined);
  return recordValues(reserved.id, file, detected, measuredBuffer(file.data), reserved.storageKey);
}

/** Names staged bytes, in the caller's transaction: the file is seen once that commits. */
export async function recordFile(tx: DbOrTx, staged: StagedFile): Promise<FileRecord> {
  const [record] = await tx.insert(files).values(staged).returning();
  await forgetLoose(tx, [staged.storageKey]);
  return record as FileRecord;
}

/**
 * Stores a file and its record, in a transaction of its own. To name the file in a transaction of
 * the owner's, `stageFile` before it (never inside: on PGlite the one connection is the
 * transaction's) and `recordFile` in it; should it roll back, the sweeper removes the bytes.
 */
export async function saveFile(store: FileStore, file: NewFile): Promise<FileRecord> {
  const staged = await stageFile(store, file);
  try {
    return await store.db.transaction((own) => recordFile(own, staged));
  } catch (error) {
    await discardBytes(store, [staged.storageKey]).catch(() => undefined);
    throw error;
  }
}

/**
 * A record for bytes stored under `storageKey` before the files module (a file of the data folder):
 * read once for their size, checksum and type. With `data`, those bytes replace the stored ones
 * first (a file cleaned in place). `confirm`, in the record's transaction, says whether the owner
 * still wants the file (else nothing is recorded, the bytes are removed and the answer is
 * undefined). Idempotent: a key that has a record keeps it.
 */
export async function adoptFile(
  store: FileStore,
  file: Omit<NewFile, 'data'> & { storageKey: string; data?: Uint8Array },
  confirm: (tx: DbOrTx) => Promise<boolean> = async () => true,
): Promise<FileRecord | undefined> {
  const existing = await fileByKey(store.db, file.storageKey);
  if (existing) return existing;
  let measuredBytes: { size: number; sha256: string };
  let head: Buffer;
  if (file.data) {
    measuredBytes = await writeBytes(store, file.storageKey, file.data);
    head = Buffer.from(file.data.subarray(0, SNIFF_BYTES));
  } else {
    const read = await peek(store.storage.stream(file.storageKey));
    const counted = measured(read.whole);
    for await (const _ of counted.stream);
    measuredBytes = counted.result;
    head = read.head;
  }
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  const values = recordValues(randomUUID(), file, detected, measuredBytes, file.storageKey);
  const record = await store.db.transaction(async (tx) => {
    if (!(await confirm(tx))) return undefined;
    const [inserted] = await tx.insert(files).values(values).onConflictDoNothing().returning();
    await forgetLoose(tx, [file.storageKey]);
    return inserted ?? (await fileByKey(tx, file.storageKey));
  });
  if (!record) await discardBytes(store, [file.storageKey]);
  return record;
}

/**
 * Bytes stored before the files module, under keys no record names, that their owner no longer
 * wants: listed as loose in the caller's transaction, removed by `discardBytes` after it commits.
 */
export const releaseBytes = (tx: DbOrTx, keys: readonly string[]) => markLoose(tx, keys);

export async function fileById(db: DbOrTx, id: string): Promise<FileRecord | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return (await db.select().from(files).where(eq(files.id, id)))[0];
}

export async function fileByKey(db: DbOrTx, storageKey: string): Promise<FileRecord | undefined> {
  return (await db.select().from(files).where(eq(files.storageKey, storageKey)))[0];
}

/** The variant `name` of a file (a picture's `thumb`), if it has been made. */
export async function variantOf(db: DbOrTx, file: FileRecord, name: string): Promise<FileRecord | undefined> {
  return (
    await db
      .select()
      .from(files)
      .where(and(eq(files.variantOf, file.id), eq(files.variant, name)))
  )[0];
}

/** An owner's files (not their variants), oldest first. Every record listed has its bytes. */
export function listFiles(db: DbOrTx, owner: FileOwner): Promise<FileRecord[]> {
  return db
    .select()
    .from(files)
    .where(
      and(eq(files.ownerDomain, owner.domain), eq(files.ownerKey, String(owner.key)), sql`${files.variantOf} is null`),
    )
    .orderBy(files.seq);
}

/**
 * Deletes records (by id, with their variants), in the caller's transaction. Their bytes stay
 * until `discardBytes(keys)` after the commit, or the sweeper: a transaction that rolls back
 * keeps files whose bytes are still there. Returns the storage keys.
 */
export async function deleteFiles(tx: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const gone = await tx
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(or(inArray(files.id, [...ids]), inArray(files.variantOf, [...ids])));
  const keys = gone.map((row) => row.storageKey);
  await markLoose(tx, keys);
  await tx.delete(files).where(or(inArray(files.id, [...ids]), inArray(files.variantOf, [...ids])));
  return keys;
}

/** Removes the bytes under `keys` that no record names (any more): after a commit, or by the sweeper. */
export async function discardBytes(store: FileStore, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const named = new Set(
    (
      await store.db
        .select({ storageKey: files.storageKey })
        .from(files)
        .where(inArray(files.storageKey, [...keys]))
    ).map((row) => row.storageKey),
  );
  const loose = keys.filter((key) => !named.has(key));
  for (const key of loose) await store.storage.remove(key);
  await forgetLoose(store.db, keys);
  return loose.length;
}
