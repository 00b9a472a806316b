import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/index';
import { exportLinks } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { unlessUnavailable } from '../../lib/storage/index';
import {
  adoptFile,
  deleteFiles,
  discardBytes,
  everyFewMinutes,
  type FileRecord,
  type FileStore,
  fileByKey,
  recordFile,
  releaseBytes,
  type StagedFile,
  stageFile,
} from '../files/index';

/**
 * How long a print's download link works; its file lives as long, and the next sweep after it
 * expires (every 10 minutes, `exportsSweeper`) removes the link and the file.
 */
export const EXPORT_LINK_TTL_MS = 15 * 60_000;

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The prints are files of the clients module, all under one owner key. */
const EXPORTS_OWNER = { domain: 'clients', key: 'exports' } as const;
/** Where prints were stored before the files module: what is left there is removed once unnamed. */
const OLD_PREFIX = 'exports/';
const SWEEP_BATCH = 500;

/**
 * Writes a generated file's bytes before the transaction that records it (`recordExport`): the
 * name the user sees (any letters) is the record's, the stored bytes keep a key of their own.
 */
export function stageExport(app: FastifyInstance, file: { data: Buffer; filename: string; userId: number }) {
  return stageFile(app, { owner: EXPORTS_OWNER, name: file.filename, data: file.data, createdBy: file.userId });
}

/**
 * Records a staged print and answers a short-lived download link to it. The link carries a random
 * token; only its hash is kept, so the link works on every instance and nowhere else.
 */
export async function recordExport(
  app: FastifyInstance,
  tx: DbOrTx,
  staged: StagedFile,
  file: { contentType: string; userId: number; lang: string },
): Promise<{ link: string; expiresAt: Date }> {
  await recordFile(tx, staged);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + EXPORT_LINK_TTL_MS);
  await tx.insert(exportLinks).values({
    tokenHash: sha256(token),
    storageKey: staged.storageKey,
    filename: staged.name,
    contentType: file.contentType,
    createdBy: file.userId,
    expiresAt,
  });
  return { link: `${app.config.publicUrl}/${file.lang}/v1.0/exports/${token}`, expiresAt };
}

export async function findExport(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(exportLinks)
    .where(and(eq(exportLinks.tokenHash, sha256(token)), gt(exportLinks.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** The record of a link's file; one printed before the files module gets it now. Missing bytes: 404. */
export async function exportFile(
  app: FastifyInstance,
  row: { storageKey: string; filename: string; createdBy: number | null },
): Promise<FileRecord> {
  const record =
    (await fileByKey(app.db, row.storageKey)) ??
    (await adoptFile(app, {
      owner: EXPORTS_OWNER,
      name: row.filename,
      storageKey: row.storageKey,
      createdBy: row.createdBy,
    }).catch(unlessUnavailable(undefined)));
  if (!record) throw notFound();
  return record;
}

/** Removes files by key: their records (if any) in one transaction, then the bytes. */
async function removeFiles(tx: DbOrTx, keys: readonly string[]) {
  const records = await Promise.all(keys.map((key) => fileByKey(tx, key)));
  await deleteFiles(
    tx,
    records.flatMap((record) => (record ? [record.id] : [])),
  );
  await releaseBytes(tx, keys);
}

/**
 * Removes the links past their time and their files (records in one transaction, bytes after it),
 * and what prints stored before the files module left under `exports/` that no live link names.
 * Returns how many files it removed.
 */
export async function sweepExports(store: FileStore): Promise<number> {
  let removed = 0;
  for (;;) {
    // Looked for first, outside a write: a delete of no row still moves the data version (its
    // trigger is per statement), which would make every instance's cached answers stale at each sweep.
    const [due] = await store.db
      .select({ id: exportLinks.id })
      .from(exportLinks)
      .where(lte(exportLinks.expiresAt, sql`now()`))
      .limit(1);
    if (!due) break;
    const keys = await store.db.transaction(async (tx) => {
      const expired = await tx
        .delete(exportLinks)
        .where(
          inArray(
            exportLinks.id,
            tx
              .select({ id: exportLinks.id })
              .from(exportLinks)
              .where(lte(exportLinks.expiresAt, sql`now()`))
              .limit(SWEEP_BATCH),
          ),
        )
        .returning({ storageKey: exportLinks.storageKey });
      const keys = expired.map((row) => row.storageKey);
      await removeFiles(tx, keys);
      return keys;
    });
    removed += await discardBytes(store, keys);
    if (keys.length < SWEEP_BATCH) break;
  }
  const live = new Set(
    (
      await store.db
        .select({ storageKey: exportLinks.storageKey })
        .from(exportLinks)
        .where(gt(exportLinks.expiresAt, sql`now()`))
    ).map((row) => row.storageKey),
  );
  const left = (await store.storage.list(OLD_PREFIX)).filter((key) => !live.has(key));
  if (left.length > 0) await store.db.transaction((tx) => removeFiles(tx, left));
  return removed + (await discardBytes(store, left));
}

/** Sweeps the prints once the app is ready and every 10 minutes. */
export const exportsSweeper = everyFewMinutes('expired prints', sweepExports);
