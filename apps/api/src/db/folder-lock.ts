import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'portal.pid';

/**
 * Whether another portal process may still run with that id (holding a folder, reading an upload):
 * a process with that id runs (signal 0 only checks) and, where Linux says what it runs, it is
 * Node.js. A restarted container gives its processes the same ids again: the id may now be this
 * process, or a shell, neither of which holds the folder.
 */
export function processRuns(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** The folder is held by another portal process (`pid`): the import command says so in its language. */
export class FolderInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    file: string,
  ) {
    super(
      `The data folder ${dir} is in use by the portal's process ${pid}: stop it first, or start this one with another DATA_DIR. If process ${pid} is not a portal, delete ${file}.`,
    );
    this.name = 'FolderInUseError';
  }
}

/**
 * Takes a PGlite data folder for this process, or says which process has it. PGlite is PostgreSQL
 * in one process, without PostgreSQL's own guard: a second portal started on the same folder (a
 * second `npm start`) crashed with a WebAssembly abort, after opening files the first one was
 * writing. The lock is a file with the owner's process id, taken atomically; one left by a process
 * that no longer runs (a crash, a kill -9) is taken over. Answers the release.
 */
export function lockDataFolder(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (processRuns(owner)) throw new FolderInUseError(dir, owner, file);
      // Left by a process that has ended.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`The data folder ${dir} could not be locked (${file}).`);
}
