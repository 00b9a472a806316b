import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { staleLoose } from './loose';
import { discardBytes, type FileStore } from './store';

/** Bytes no record names are kept this long: an upload's record is inserted within it, or never. */
export const SWEEP_GRACE_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
const SWEEP_BATCH = 200;

/**
 * Removes the bytes whose record was rolled back, never came (an upload cut off, a process that
 * stopped) or was deleted, once they have been loose for `graceMs`. Returns how many it removed.
 */
export async function sweepFiles(store: FileStore, graceMs = SWEEP_GRACE_MS): Promise<number> {
  let removed = 0;
  for (;;) {
    const keys = await staleLoose(store.db, graceMs, SWEEP_BATCH);
    removed += await discardBytes(store, keys);
    if (keys.length < SWEEP_BATCH) return removed;
  }
}

/**
 * A task run once the app is ready and then every `everyMs` (a timer that does not keep the process
 * alive), until the app closes; `what` names what it removes in the logs. Every instance runs it:
 * removing something twice is harmless.
 */
export function everyFewMinutes(
  what: string,
  task: (app: FastifyInstance) => Promise<number>,
  everyMs = SWEEP_EVERY_MS,
): FastifyPluginAsync {
  return async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = task(app)
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, `${what} removed`);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, `removing the ${what} failed`));
    };
    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
}

/** The sweeper of the stored files, started with the app. */
export const sweeper = everyFewMinutes('loose stored files', (app) => sweepFiles(app));
