import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { queryRows } from '../../db/index';
import { recordAuditSql } from '../audit/index';
import { romeToday } from './service';

const LAPSE_EVERY_MS = 15 * 60_000;

/**
 * Self-collection reservations not collected by their collect-by day lapse (requested or
 * accepted alike) and their unit is free again. One instance at a time: the run holds a
 * transaction-scoped advisory lock and a second run that finds it taken does nothing. Answers
 * how many lapsed, or null when another run held the lock.
 */
export async function lapseReservations(app: FastifyInstance, today = romeToday()): Promise<number | null> {
  return app.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('ready-stock-lapse')) as ok`,
    );
    if (!lock?.ok) return null;
    // Looked for first: an update of no row still moves the data version (a per-statement
    // trigger), which would make every cached answer stale at each run.
    const [due] = await queryRows<{ any: boolean }>(
      tx,
      sql`select exists (select 1 from ready_stock_reservations
            where state in ('requested', 'accepted') and delivery_mode = 'self_collection'
              and collect_by < ${today}::date) as any`,
    );
    if (!due?.any) return 0;
    const [done] = await queryRows<{ n: number }>(
      tx,
      sql`with lapsed as (
            update ready_stock_reservations set state = 'lapsed', updated_at = now()
            where state in ('requested', 'accepted') and delivery_mode = 'self_collection'
              and collect_by < ${today}::date
            returning id),
          audit as (${recordAuditSql(sql`lapsed`, {
            actor: sql`null::int`,
            action: sql`'ready_stock.lapsed'`,
            entity: sql`'ready_stock_reservation'`,
            entityId: sql`id::text`,
            data: sql`null::jsonb`,
            ip: sql`null::text`,
          })})
          select count(*)::int as n from lapsed`,
    );
    return done?.n ?? 0;
  });
}

/**
 * Runs the lapse once the server listens and then every quarter of an hour (a timer that does
 * not keep the process alive), until the app closes. Tests call `lapseReservations` themselves.
 */
export const lapseJob: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = lapseReservations(app)
      .then((n) => {
        if (n) app.log.info({ lapsed: n }, 'ready-stock reservations lapsed');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'lapsing ready-stock reservations failed'));
  };
  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, LAPSE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
