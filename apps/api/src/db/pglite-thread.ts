import { Worker } from 'node:worker_threads';

/**
 * PGlite running in a worker thread, behind the part of PGlite's interface Drizzle uses (`query`,
 * `transaction`) and the tests' `dumpDataDir`. Two reasons:
 * - the start: PostgreSQL's own start in WebAssembly (about half a second) runs while the main
 *   thread loads and builds the server, instead of after it;
 * - the load: queries run on the second core while the main thread parses requests and writes
 *   answers.
 * Each call is one message each way; rows cross as structured clones (plain values, `Date`,
 * `Uint8Array`). A database error keeps PostgreSQL's fields (`code`, `detail`, `constraint`…), so
 * callers read it as before.
 */
export type PgliteThreadOptions = { dir: string; sharedBuffers: string };

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** What Drizzle calls inside a transaction (a savepoint or a rollback is a statement too). */
export type PgliteTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }>;
};

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

export class PgliteThread {
  readonly ready: Promise<void>;
  /**
   * Settles with the reason when the thread stops on its own (PostgreSQL aborted in WebAssembly,
   * the thread ran out of memory) after it opened: every later call would fail, so the server
   * exits and its supervisor starts it again. `close()` does not settle it.
   */
  readonly lost: Promise<Error>;
  private closing = false;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;

  /**
   * Starts the thread at once, opening `dir` (or the data-folder dump `load`); `ready` settles when
   * PGlite has opened it. Calls made before wait in the thread's queue.
   */
  constructor(options: PgliteThreadOptions, load?: ArrayBuffer) {
    this.worker = new Worker(WORKER, {
      workerData: { dir: options.dir, load, sharedBuffers: options.sharedBuffers },
      transferList: load ? [load] : [],
    });
    // The thread keeps the process alive only while a call waits for it.
    this.worker.unref();
    this.ready = new Promise<void>((resolve, reject) => {
      this.worker.once('message', () => resolve());
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`PGlite's thread stopped (${code})`)));
    });
    // A failed open is reported by `ready`; this keeps it from also being an unhandled rejection.
    this.ready.catch(() => {});
    this.worker.on('message', (message: { id?: number; result?: unknown; error?: Record<string, unknown> }) => {
      if (message.id === undefined) return;
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.error) call.reject(rebuild(message.error));
      else call.resolve(message.result);
    });
    let lose: (error: Error) => void = () => {};
    this.lost = new Promise<Error>((resolve) => {
      lose = resolve;
    });
    const stop = (error: Error) => {
      if (this.failure) return;
      this.failure = error;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
      // A thread that never opened is reported by `ready` instead.
      if (!this.closing)
        void this.ready.then(
          () => lose(error),
          () => {},
        );
    };
    this.worker.on('error', stop);
    this.worker.on('exit', (code) => stop(new Error(`PGlite's thread stopped (${code})`)));
  }

  static async start(options: PgliteThreadOptions, load?: ArrayBuffer): Promise<PgliteThread> {
    const thread = new PgliteThread(options, load);
    await thread.ready;
    return thread;
  }

  private call<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...args });
    });
  }

  private queryIn<T>(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.call<Results & { rows: T[] }>('query', {
      sql,
      params,
      tx,
      rowMode: options.rowMode,
      // Drizzle's parsers only keep some types as text; the thread applies the same ones.
      rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.queryIn<T>(undefined, sql, params, options);
  }

  /** As PGlite's: other calls wait until it ends; it commits when `fn` returns, else rolls back. */
  async transaction<T>(fn: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const number = await this.call<number>('begin');
    const tx: PgliteTransaction = { query: (sql, params, options) => this.queryIn(number, sql, params, options) };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.call('end', { tx: number, commit: false }).catch(() => {});
      throw error;
    }
    await this.call('end', { tx: number, commit: true });
    return result;
  }

  async dumpDataDir(_compression?: 'none'): Promise<Blob> {
    const bytes = await this.call<Uint8Array>('dump');
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    this.closing = true;
    await this.call('close');
    await this.worker.terminate();
  }
}

function rebuild(fields: Record<string, unknown>): Error {
  const { name, message, stack, ...rest } = fields;
  const error = new Error(String(message));
  if (typeof name === 'string') error.name = name;
  if (typeof stack === 'string') error.stack = stack;
  return Object.assign(error, rest);
}
