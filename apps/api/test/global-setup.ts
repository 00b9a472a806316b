import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index';
import { seedDemo } from '../src/db/seed/index';
import { localStorage } from '../src/lib/storage/local';
import { postgresStorageOf } from '../src/lib/storage/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
    pgliteDump: string | null;
    /** The files the seed stored (signed documents and PDFs); each test app copies them. */
    seedStorageDir: string;
  }
}

/**
 * Migrates and seeds one template database per run, with the seed's files in a folder of its
 * own (PGlite) or in the database's file store (PostgreSQL); every test file then starts from a
 * fresh copy of both (a PGlite dump, or a PostgreSQL `create database … template`; the folder is
 * copied into the test app's storage).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const storageDir = await mkdtemp(path.join(os.tmpdir(), `portal-seed-files-${process.pid}-`));
  const storage = localStorage(storageDir);
  project.provide('seedStorageDir', storageDir);
  if (url) {
    const name = `portal_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
    await database.migrate();
    // On a server the files live in the database (lib/storage/select.ts): each test file's copy of
    // the template has them, and the folder stays empty.
    const files = await postgresStorageOf(database);
    await seedDemo(database, files);
    await files.close();
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteDump', null);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${name}_c%`, name],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
      await rm(storageDir, { recursive: true, force: true });
    };
  }
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  await seedDemo(database, storage);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `portal-pglite-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgTemplate', null);
  project.provide('pgliteDump', file);
  return async () => {
    await rm(file, { force: true });
    await rm(storageDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
