import path from 'node:path';
import { databaseSettings } from './config-database';
import { startDatabase } from './db/index';

const FOLD_MARKS_MS = 10 * 60_000;

/** Starts the portal: database, migrations, demo data, HTTP and the mail worker. */
async function main() {
  // The database starts first (PGlite opens in its own thread, PostgreSQL's pool connects), while
  // the configuration, zod and the rest of the server load and build: the build keeps these
  // modules in their own chunks. A setting the configuration then refuses stops the start.
  const settings = databaseSettings();
  const starting = startDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: path.join(settings.dataDir, 'pgdata'),
    pgliteSharedBuffers: settings.pgliteSharedBuffers,
  });
  // Awaited below; until then, a failure to start must not end the process before the
  // configuration has said what is wrong with it.
  starting.catch(() => {});
  const [
    { loadConfig },
    { buildApp },
    { seedDemo },
    { carryOverFiles },
    { placeClients },
    { startSigningJobs },
    { foldDataVersionMarks },
  ] = await Promise.all([
    import('./config'),
    import('./app'),
    import('./db/seed/index'),
    import('./lib/storage/carry-over'),
    import('./modules/clients/coordinates'),
    import('./modules/signing/jobs'),
    import('./db/data-version'),
  ]);
  const config = loadConfig();
  const database = await starting;
  const app = await buildApp({ config, database });
  await database.opened;
  await database.migrate();
  // Files of the data folder from before a shared store: copied in once, before any request needs them.
  await carryOverFiles(config.storageDir, app.storage).then(
    ({ copied, skipped }) => {
      if (copied) app.log.info({ copied, store: app.storage.name }, 'files carried over to the file store');
      if (skipped.length) app.log.warn({ skipped }, 'files no storage key can name stay in the data folder');
    },
    (error: unknown) =>
      app.log.warn({ err: error }, 'carrying files over to the file store failed: the next start tries again'),
  );
  const seeded = config.seedDemo ? await seedDemo(database, app.storage) : false;
  // Clients written before the map existed get their coordinates once; later starts find none.
  const placed = await database.exclusively('place-clients', () => placeClients(database.db));
  // A database that is gone for good (PGlite's thread stopped) would answer every call with an
  // error: exit instead, so that the service's supervisor starts the portal again.
  void database.lost.then((error) => {
    app.log.fatal({ err: error }, 'the database stopped: exiting');
    process.exit(1);
  });
  if (seeded) app.log.info('demo data loaded');
  if (placed > 0) app.log.info({ placed }, 'clients placed on the map');

  let signingJobs: { stop(): Promise<void> } | undefined;
  // The data version's marks of connections that have ended are folded in now and then, so the
  // marks stay one row per live connection (db/data-version.ts).
  const folding = setInterval(() => {
    foldDataVersionMarks(database.db).catch((error) => app.log.warn(error, 'folding the data version marks failed'));
  }, FOLD_MARKS_MS);
  folding.unref();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      clearInterval(folding);
      await signingJobs?.stop();
      await app.close();
      await app.mailer.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.mailer.start();
  signingJobs = startSigningJobs(app);
  // Time since the process started: a start on existing data should stay under a second. The
  // CPU time it took is the figure to compare on a busy machine.
  const cpu = process.cpuUsage();
  app.log.info(
    { startup_ms: Math.round(performance.now()), startup_cpu_ms: Math.round((cpu.user + cpu.system) / 1000) },
    `portal ready at ${config.publicUrl} (database: ${database.kind})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
