import type { Config } from '../../config';
import type { Database } from '../../db/index';
import type { Storage } from './index';
import { localStorage } from './local';

/**
 * The file store this configuration asks for: an S3-compatible one when `S3_BUCKET` is set; else
 * PostgreSQL's own tables when the portal runs on a server (`DATABASE_URL`), so that every instance
 * on the database sees every file with nothing more to set up; else the data folder (PGlite: one
 * instance). The other backends' code loads only when chosen.
 */
export async function openStorage(config: Config, database: Database): Promise<Storage> {
  if (config.s3) return (await import('./s3')).s3Storage(config.s3);
  if (database.kind === 'postgres') return (await import('./postgres')).postgresStorageOf(database);
  return localStorage(config.storageDir);
}
