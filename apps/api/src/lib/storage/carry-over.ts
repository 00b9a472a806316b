import { appendFile, readFile } from 'node:fs/promises';
import { assertKey, type Storage } from './index';
import { localStorage } from './local';

/**
 * Files written to the data folder before a shared store was set up (`DATA_DIR/files`) are copied
 * into it on the first start that uses it, so that every instance serves them. A file the store
 * already holds is left as it is (the store's copy is the newer one). A start that stops half way
 * copies the rest on the next; once every file is in, `files.carried-over` beside the folder names
 * the store, and later starts skip the folder. The folder itself is left as it was.
 */
export async function carryOverFiles(folder: string, store: Storage): Promise<{ copied: number; skipped: string[] }> {
  if (store.name === 'local') return { copied: 0, skipped: [] };
  const mark = `${folder}.carried-over`;
  const done = await readFile(mark, 'utf8').catch(() => '');
  if (done.split('\n').includes(store.name)) return { copied: 0, skipped: [] };
  const local = localStorage(folder);
  const keys = await local.list('');
  if (keys.length === 0) return { copied: 0, skipped: [] };
  let copied = 0;
  const skipped: string[] = [];
  for (const key of keys) {
    if (!validKey(key)) {
      skipped.push(key);
      continue;
    }
    if ((await store.size(key)) !== null) continue;
    await store.putStream(key, local.stream(key));
    copied++;
  }
  await appendFile(mark, `${store.name}\n`);
  return { copied, skipped };
}

function validKey(key: string) {
  try {
    assertKey(key);
    return true;
  } catch {
    return false;
  }
}
