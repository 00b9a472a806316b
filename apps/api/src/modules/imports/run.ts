import { rm, stat } from 'node:fs/promises';
import {
  IMPORT_MAX_REPORTED,
  type ImportCell,
  type ImportKind,
  importMaxColumns,
  LANGUAGES,
  type Language,
} from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { AppError } from '../../lib/errors';
import { shownFileName } from '../../lib/file-names';
import { importHandler, importHandlers } from './kinds/index';
import type { ImportKindHandler, Rejection, RowBatch } from './kinds/types';
import { csvProblem, type FileRows, headerKey, openRows } from './read';
import { IMPORT_MAX_REJECTED_VALUES, keepRejections, keptHeader } from './rejected-rows';

/** Rows checked and staged per statement. */
const BATCH = 5000;
/**
 * Characters of text a batch holds at most: a batch of rows of long cells is staged sooner, so the
 * rows in memory stay a few MB however long the file's cells are.
 */
const BATCH_CHARS = 4 * 1024 * 1024;
/** A running import silent for this long is taken for crashed: a new one may start. */
const STALE_MS = 10 * 60 * 1000;

export type ImportSource = {
  kind: ImportKind;
  /** The file on disk (an upload is saved first); removed at the end when `removeFile`. */
  path: string;
  fileName: string;
  userId: number | null;
  source: 'upload' | 'cli';
  removeFile?: boolean;
  /** The language of the messages answered at once (missing columns). */
  lang: Language;
};

export type StartedImport = { id: number; done: Promise<void> };

/**
 * Each column key's position in the header: by key, alias or its name in any language. A column
 * missing, or named by more than one header (which one the ERP meant is unknown), is a 400.
 */
export function mapColumns(handler: ImportKindHandler, header: string[], lang: Language): Map<string, number> {
  const keys = header.map(headerKey);
  const positions = new Map<string, number>();
  const missing: string[] = [];
  const optional = new Set(handler.optional ?? []);
  const name = (column: string) => translate(lang, `imports.fields.${column}`);
  for (const column of handler.columns) {
    const names = new Set([
      headerKey(column),
      ...(handler.aliases[column] ?? []).map(headerKey),
      ...LANGUAGES.map((lang) => headerKey(translate(lang, `imports.fields.${column}`))),
    ]);
    const at = keys.flatMap((k, i) => (names.has(k) ? [i] : []));
    if (at.length > 1) {
      throw new AppError(400, 'imports.errors.duplicateColumn', {
        column: name(column),
        headers: at.map((i) => header[i]?.slice(0, 60)).join(', '),
      });
    }
    if (at[0] !== undefined) positions.set(column, at[0]);
    else if (!optional.has(column)) missing.push(column);
  }
  if (missing.length > 0) {
    throw new AppError(400, 'imports.errors.columns', { columns: missing.map(name).join(', ') });
  }
  return positions;
}

/** The running row: a second one breaks the partial unique index, which is the 409. */
async function claim(db: Db, input: ImportSource, bytesTotal: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = (
        (await db.execute(
          sql`insert into imports (kind, file_name, user_id, source, status, bytes_total)
              values (${input.kind}, ${shownFileName(input.fileName)}, ${input.userId}, ${input.source}, 'running', ${bytesTotal})
              returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      if (!row) throw new Error('no import row');
      return row.id;
    } catch (error) {
      if (sqlState(error) !== '23505') throw error;
      if (attempt > 0) throw new AppError(409, 'imports.errors.running');
      const stale = (await db.execute(
        sql`update imports set status = 'failed', phase = 'done', finished_at = now(), error_key = 'imports.errors.failed'
            where status = 'running' and heartbeat_at < now() - ${`${STALE_MS} milliseconds`}::interval
            returning id, kind`,
      )) as unknown as { rows: { id: number; kind: ImportKind }[] };
      if (stale.rows.length === 0) throw new AppError(409, 'imports.errors.running');
      // What the crashed import had staged goes with it.
      const handlers = await importHandlers();
      for (const crashed of stale.rows) await handlers.get(crashed.kind)?.start(db, crashed.id).discard(db);
    }
  }
}

/**
 * Starts an import: claims the one running slot (409 when taken) before anything of the file is
 * read, so two uploads never parse at once; then opens the file and checks its type and columns (a
 * 400 when wrong: the claim is dropped, nothing recorded), then reads, checks and stages the rows
 * in batches with the progress saved as it goes, and writes everything in one transaction at the
 * end. A failure at any point leaves the data as it was. `done` settles when the import has
 * finished, either way; it never rejects.
 */
export async function startImport(db: Db, input: ImportSource, log?: (e: unknown) => void): Promise<StartedImport> {
  const handler = await importHandler(input.kind);
  let file: FileRows | undefined;
  let id: number | undefined;
  try {
    id = await claim(db, input, (await stat(input.path)).size);
    file = await openRows(input.path, input.lang, importMaxColumns(input.kind));
    const columns = mapColumns(handler, file.header, input.lang);
    if (handler.replacesAll && !file.hasRows) throw new AppError(400, 'imports.errors.empty');
    const opened = file;
    // Once, before the import is seen finished: whoever polls it finds the upload gone too.
    let released: Promise<void> | undefined;
    const release = () => {
      released ??= (async () => {
        opened.close();
        if (input.removeFile) await rm(input.path, { force: true });
      })();
      return released;
    };
    const done = readAndApply(db, handler, id, opened, columns, release, log).finally(() =>
      release().catch((e) => log?.(e)),
    );
    return { id, done };
  } catch (error) {
    file?.close();
    if (id !== undefined) await db.execute(sql`delete from imports where id = ${id}`);
    if (input.removeFile) await rm(input.path, { force: true });
    throw error;
  }
}

async function readAndApply(
  db: Db,
  handler: ImportKindHandler,
  id: number,
  file: FileRows,
  columns: Map<string, number>,
  /** Closes and removes the file: called when it has been read, or has failed. */
  release: () => Promise<void>,
  log?: (e: unknown) => void,
): Promise<void> {
  const run = handler.start(db, id);
  let read = 0;
  let rejected = 0;
  /** Rejection messages kept (a row may have several), and rejected rows whose values are kept. */
  let reported = 0;
  let valuesKept = 0;
  const report = async (rejections: Rejection[], values: Map<number, ImportCell[]>) => {
    const room = { messages: IMPORT_MAX_REPORTED - reported, rows: IMPORT_MAX_REJECTED_VALUES - valuesKept };
    rejected += new Set(rejections.map((r) => r.row)).size;
    reported += rejections.length;
    valuesKept += (await keepRejections(db, id, rejections, (row) => values.get(row), room)).rows;
  };
  try {
    // The file's header names the rejected rows' values in the report.
    await db.execute(
      sql`update imports set header = ${JSON.stringify(keptHeader(file.header))}::jsonb where id = ${id}`,
    );
    let batch: RowBatch = [];
    /** The batch's rows (and the unread ones) as the file has them, by row: a rejected row's values are kept. */
    let values = new Map<number, ImportCell[]>();
    let batchChars = 0;
    /** Rows the reader could not read as written (another encoding), rejected with the batch. */
    let unread: Rejection[] = [];
    // One batch is written while the next is read: parsing and the database work side by side.
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const current = batch;
      const refused = unread;
      const cellsOf = values;
      const progress = { read, bytes: file.bytesRead() };
      batch = [];
      values = new Map();
      batchChars = 0;
      unread = [];
      await writing;
      writing = (async () => {
        await report([...refused, ...(await run.stage(current))], cellsOf);
        await db.execute(
          sql`update imports set read = ${progress.read}, rejected = ${rejected}, bytes_read = ${progress.bytes},
                heartbeat_at = now() where id = ${id}`,
        );
      })();
      // Awaited at the next flush; a failure meanwhile must not go unhandled.
      writing.catch(() => undefined);
    };
    for await (const raw of file.rows) {
      read++;
      if (raw.rejected) {
        const { key, params, at } = raw.rejected;
        const column = [...columns].find(([, position]) => position === at)?.[0] ?? '';
        unread.push({ row: raw.row, column, key, params });
        values.set(raw.row, raw.cells);
        for (const cell of raw.cells) if (typeof cell === 'string') batchChars += cell.length;
        if (unread.length >= BATCH || batchChars >= BATCH_CHARS) await flush();
        continue;
      }
      const cells: Record<string, ImportCell> = {};
      for (const [column, at] of columns) cells[column] = raw.cells[at];
      for (const cell of raw.cells) if (typeof cell === 'string') batchChars += cell.length;
      batch.push({ row: raw.row, cells });
      values.set(raw.row, raw.cells);
      if (batch.length >= BATCH || batchChars >= BATCH_CHARS) await flush();
    }
    await flush();
    await writing;
    await release();
    await db.execute(
      sql`update imports set phase = 'applying', bytes_read = bytes_total, heartbeat_at = now() where id = ${id}`,
    );
    await db.transaction(async (tx) => {
      const counts = await run.apply(tx);
      await run.discard(tx as unknown as Db);
      await tx.execute(
        sql`update imports set status = 'succeeded', phase = 'done', finished_at = now(), heartbeat_at = now(),
              inserted = ${counts.inserted}, updated = ${counts.updated}, unchanged = ${counts.unchanged}
            where id = ${id}`,
      );
    });
  } catch (error) {
    log?.(error);
    const { key, params } = failureOf(error);
    // How far the file was read when it failed (the last batch written may be far behind).
    const bytes = file.bytesRead();
    await release().catch((e) => log?.(e));
    await run.discard(db).catch(() => undefined);
    await db
      .execute(
        sql`update imports set status = 'failed', phase = 'done', finished_at = now(), read = ${read},
              bytes_read = ${bytes}, rejected = ${rejected}, error_key = ${key}, error_params = ${params ? JSON.stringify(params) : null}::jsonb
            where id = ${id}`,
      )
      .catch((e) => log?.(e));
  }
}

/**
 * Why an import failed, for its history row: a file that breaks mid-way says where and how, its
 * reason a catalogue key that the history translates in the reader's language (`errorText`).
 */
function failureOf(error: unknown): { key: string; params: Record<string, string | number> | null } {
  if (error instanceof AppError) return { key: error.key, params: error.params };
  const problem = csvProblem(error);
  if (problem) return { key: 'imports.errors.unreadable', params: problem };
  return { key: 'imports.errors.failed', params: null };
}

/** The SQLSTATE of a database error, also when the query builder wrapped it. */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e.code ?? e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}
