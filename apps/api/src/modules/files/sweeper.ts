import type { FastifyPluginAsync } from 'fastify';
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
 * Sweeps once the app is ready and then every few minutes (a timer that does not keep the process
 * alive), until the app closes. Every instance sweeps: removing bytes twice is harmless.
 */
export const sweeper: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepFiles(app)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'loose stored files removed');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping the stored files failed'));
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
