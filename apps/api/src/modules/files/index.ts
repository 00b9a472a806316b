import type { DomainModule } from '../types';
import { sweeper } from './sweeper';

/**
 * The stored files: their records (`files`: owner, name, type read from the content, size,
 * checksum, who stored it) and their bytes in the store (`app.storage`). Every domain stores and
 * serves its files through what this exports; none writes the `files` table or the store's keys
 * of its files itself. The module serves no route of its own: the owner checks who may read a
 * file, and answers with `sendFile`.
 */
export const files: DomainModule = { name: 'files', root: sweeper };

export { type FileLinks, fileLinks, type LinkCheck } from './links';
export { type SendOptions, sendFile } from './send';
export {
  adoptFile,
  deleteFiles,
  discardBytes,
  type FileData,
  type FileOwner,
  type FileRecord,
  type FileStore,
  fileById,
  fileByKey,
  listFiles,
  type NewFile,
  type Reserved,
  recordFile,
  releaseBytes,
  reserveFile,
  type StagedFile,
  saveFile,
  stageFile,
  variantOf,
  writeReserved,
} from './store';
export { everyFewMinutes, SWEEP_GRACE_MS, sweepFiles } from './sweeper';
