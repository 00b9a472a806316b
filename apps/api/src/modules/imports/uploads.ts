import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { processRuns } from '../../db/folder-lock';

/** `<pid>-<uuid>.upload`: the process that received it, so another can tell it was left by a crash. */
const UPLOAD = /^(\d+)-[\w-]+\.upload$/;

/** Where an upload is written, under `uploads`, named after this process. */
export const uploadPath = (uploads: string) => path.join(uploads, `${process.pid}-${randomUUID()}.upload`);

/**
 * Removes the uploads no running process is reading: those of a process that has ended (a crash
 * or a kill in the middle of an import, which never got to remove its file), of this process's
 * id in an earlier life (a restarted container), and of names older versions gave. An upload of
 * another portal still running on the same folder is left to it. Without this, a 200 MB upload
 * stayed in `DATA_DIR/uploads` for ever after each crash (found by an outside tester).
 */
export async function sweepUploads(uploads: string, log: (error: unknown) => void): Promise<void> {
  let names: string[];
  try {
    names = await readdir(uploads);
  } catch {
    return;
  }
  for (const name of names) {
    const owner = UPLOAD.exec(name)?.[1];
    if (owner && processRuns(Number(owner))) continue;
    await rm(path.join(uploads, name), { force: true, recursive: true }).catch(log);
  }
}
