// PGlite in its own thread (see pglite-thread.ts). Plain JavaScript, so that the worker starts
// the same way from the sources (tsx, vitest) and from the build, which copies it beside the
// server's chunks.
//
// Messages in: { id, op, ... }; out: { id, result } or { id, error }. Operations:
//   query  { sql, params, rowMode, rawTypes, tx? }  one statement, in transaction `tx` if given
//   begin  {}                                        opens a transaction; answers its number
//   end    { tx, commit }                            commits or rolls it back
//   dump   {}                                        the data folder as a tar (tests' template)
//   close  {}
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { dir, load, sharedBuffers } = workerData;

/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, finish: (commit: boolean) => void }>} */
const transactions = new Map();
let nextTransaction = 1;

const same = (value) => value;
/** The types the caller reads as PostgreSQL's text (Drizzle keeps dates and intervals as strings). */
function parsersFor(rawTypes) {
  if (!rawTypes?.length) return undefined;
  return Object.fromEntries(rawTypes.map((type) => [type, same]));
}

/** An error as plain data: the message and PostgreSQL's fields (code, detail, constraint…). */
function plain(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const out = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    out[key] = value;
  }
  return out;
}

function target(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

const operations = {
  query: ({ sql, params, rowMode, rawTypes, tx }) =>
    target(tx).query(sql, params, { rowMode, parsers: parsersFor(rawTypes) }),
  begin: () =>
    new Promise((opened, failed) => {
      const number = nextTransaction++;
      let answered = false;
      db.transaction(
        (tx) =>
          new Promise((committed, rolledBack) => {
            answered = true;
            transactions.set(number, {
              tx,
              finish: (commit) =>
                commit ? committed() : rolledBack(Object.assign(new Error('rollback'), { rollback: true })),
            });
            opened(number);
          }),
      )
        .then(
          () => transactions.get(number)?.done?.(null),
          (error) => {
            if (!answered) failed(error);
            else transactions.get(number)?.done?.(error.rollback ? null : error);
          },
        )
        .finally(() => transactions.delete(number));
    }),
  end: ({ tx, commit }) =>
    new Promise((resolve, reject) => {
      const open = transactions.get(tx);
      if (!open) return reject(new Error(`transaction ${tx} is not open`));
      open.done = (error) => (error ? reject(error) : resolve(null));
      open.finish(commit);
    }),
  dump: async () => {
    const blob = await db.dumpDataDir('none');
    return new Uint8Array(await blob.arrayBuffer());
  },
  close: () => db.close(),
};

const db = await PGlite.create(dir, {
  extensions: { pg_trgm },
  loadDataDir: load ? new Blob([load]) : undefined,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
});

parentPort.on('message', async (message) => {
  try {
    const result = await operations[message.op](message);
    const transfer = result instanceof Uint8Array ? [result.buffer] : [];
    parentPort.postMessage({ id: message.id, result }, transfer);
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: plain(error) });
  }
});
parentPort.postMessage({ ready: true });
