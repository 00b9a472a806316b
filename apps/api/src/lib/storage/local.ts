import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type Storage } from './index';

/** A file being written: `<name>.<uuid>.tmp`, renamed over the key once it is whole. */
const TEMPORARY = /\.[0-9a-f-]{36}\.tmp$/;

/** Files in a local folder (DATA_DIR/files). Writes go to a temporary name, then rename. */
export function localStorage(root: string): Storage {
  const full = (key: string) => path.join(root, assertKey(key));
  async function write(key: string, save: (temp: string) => Promise<void>) {
    const target = full(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await save(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
  return {
    name: 'local',
    put: (key, data) => write(key, (temp) => writeFile(temp, data)),
    putStream: (key, data) =>
      write(key, (temp) =>
        pipeline(data instanceof Readable ? data : Readable.from(data, { objectMode: false }), createWriteStream(temp)),
      ),
    read: async (key) => readFile(full(key)),
    stream: (key, range) => createReadStream(full(key), range),
    async size(key) {
      try {
        return (await stat(full(key))).size;
      } catch {
        return null;
      }
    },
    async list(prefix) {
      // The folder that holds every key with this prefix: the prefix up to its last '/'.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile() && !TEMPORARY.test(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix));
    },
    remove: (key) => rm(full(key), { force: true }),
    close: async () => {},
  };
}
