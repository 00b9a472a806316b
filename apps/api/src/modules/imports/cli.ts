/**
 * `npm run import -- <kind> <file>`: the nightly job's way in, the same code path as the upload
 * (check, stage, one transaction). Prints the progress and the counts; exits 1 when the import
 * is refused or fails, so a scheduler notices.
 */
import path from 'node:path';
import { IMPORT_KINDS, type ImportKind, LANGUAGES, type Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { FolderInUseError } from '../../db/folder-lock';
import { openDatabase, queryRows } from '../../db/index';
import { AppError } from '../../lib/errors';
import { errorText } from './mappers';
import { findImport, listRejections, rejectionText } from './repository';
import { startImport } from './run';

const SHOWN_REJECTIONS = 20;

async function main(): Promise<number> {
  const [kind, file] = process.argv.slice(2);
  const lang: Language = LANGUAGES.find((l) => l === process.env.IMPORT_LANGUAGE) ?? 'en';
  if (!kind || !file || !(IMPORT_KINDS as readonly string[]).includes(kind)) {
    console.error(`usage: npm run import -- <${IMPORT_KINDS.join('|')}> <file.csv|file.xlsx>`);
    return 2;
  }
  // npm runs the script in apps/api; a relative path is meant from where the command was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  }).catch((error: unknown) => {
    // PGlite's folder belongs to one process: with the portal running, the upload is the way in.
    if (error instanceof FolderInUseError) {
      console.error(translate(lang, 'imports.errors.folderInUse', { dir: error.dir, pid: error.pid }));
      return undefined;
    }
    throw error;
  });
  if (!database) return 1;
  try {
    await database.migrate();
    const started = Date.now();
    const run = await startImport(
      database.db,
      { kind: kind as ImportKind, path: target, fileName: path.basename(target), userId: null, source: 'cli', lang },
      (error) => console.error(error),
    );
    console.log(`import ${run.id}: ${path.basename(target)}`);
    let finished = false;
    const progress = (async () => {
      while (!finished) {
        await new Promise((r) => setTimeout(r, 1000));
        if (finished) break;
        const [row] = await queryRows<{ read: number; bytes_read: string; bytes_total: string; phase: string }>(
          database.db,
          sql`select read, bytes_read, bytes_total, phase from imports where id = ${run.id}`,
        );
        if (!row || finished) continue;
        const share = Number(row.bytes_total) > 0 ? (100 * Number(row.bytes_read)) / Number(row.bytes_total) : 100;
        const phase = translate(lang, `imports.phase.${row.phase}`);
        console.log(
          `  ${translate(lang, 'imports.page.running', { phase, rows: row.read, percent: share.toFixed(0) })}`,
        );
      }
    })();
    await run.done;
    finished = true;
    await progress;
    const record = await findImport(database.db, run.id);
    if (!record) return 1;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const label = (key: string) => translate(lang, `imports.columns.${key}`);
    const counts = (['read', 'inserted', 'updated', 'unchanged', 'rejected'] as const)
      .map((key) => `${label(key)} ${record[key]}`)
      .join(', ');
    console.log(`${translate(lang, `imports.status.${record.status}`)} (${seconds} s): ${counts}`);
    for (const r of await listRejections(database.db, run.id, SHOWN_REJECTIONS)) {
      const text = rejectionText(lang, r);
      console.log(`  ${label('row')} ${text.row}, ${text.column}: ${text.message}`);
    }
    if (record.status !== 'succeeded') {
      console.error(errorText(lang, record.error_key ?? 'imports.errors.failed', record.error_params));
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(translate(lang, error.key, error.params));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
