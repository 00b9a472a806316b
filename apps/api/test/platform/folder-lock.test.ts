import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from '../../src/db/folder-lock';
import { openDatabase } from '../../src/db/index';

/**
 * A PGlite data folder belongs to one portal process: a second one started on it is refused with
 * a message that says which process has it, instead of crashing inside PostgreSQL after opening
 * files the first one writes (db/folder-lock.ts).
 */
const folders: string[] = [];
const children: ChildProcess[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another Node.js process that stays alive: it stands for a portal running on the folder. */
function otherNode(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return new Promise((resolve) => child.once('spawn', () => resolve(child)));
}

describe('the lock on a PGlite data folder', () => {
  it('refuses a folder a running portal holds, and says which process holds it', async () => {
    const dir = folder();
    const other = await otherNode();
    writeFileSync(path.join(dir, 'portal.pid'), String(other.pid));
    expect(() => lockDataFolder(dir)).toThrow(new RegExp(`in use by the portal's process ${other.pid}`));
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/in use by the portal's process/);
  });

  it('takes over a lock left by a process that has ended, or by this process before a restart', async () => {
    const dir = folder();
    const ended = await otherNode();
    const pid = ended.pid as number;
    const gone = new Promise((resolve) => ended.once('exit', resolve));
    ended.kill('SIGKILL');
    await gone;
    for (const owner of [pid, process.pid, 'garbage']) {
      writeFileSync(path.join(dir, 'portal.pid'), String(owner));
      const release = lockDataFolder(dir);
      expect(readFileSync(path.join(dir, 'portal.pid'), 'utf8')).toBe(String(process.pid));
      release();
      expect(existsSync(path.join(dir, 'portal.pid'))).toBe(false);
    }
  });

  it('is held while the database is open and released when it closes', async () => {
    const dir = folder();
    const database = await openDatabase({ pgliteDir: dir, pgliteSharedBuffers: '16MB' });
    expect(readFileSync(path.join(dir, 'portal.pid'), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(path.join(dir, 'portal.pid'))).toBe(false);
  });
});
