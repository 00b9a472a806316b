import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type Storage } from './index';

/** Files in a local folder (DATA_DIR/files). Writes go to a temporary name, then rename. */
export function localStorage(root: string): Storage {
  const full = (key: string) => path.join(root, assertKey(key));
  return {
    async put(key, data) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.tmp`;
      await writeFile(temp, data);
      await rename(temp, target);
    },
    read: async (key) => readFile(full(key)),
    stream: (key, range) => createReadStream(full(key), range),
    async size(key) {
      try {
        return (await stat(full(key))).size;
      } catch {
        return null;
      }
    },
    remove: (key) => rm(full(key), { force: true }),
  };
}
