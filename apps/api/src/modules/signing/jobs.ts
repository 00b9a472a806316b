import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/index';
import { reissueLink } from './reissue-link';
import {
  dueForExpiry,
  dueForReminder,
  insertEvent,
  lockRequestById,
  lockSigningById,
  updateRequest,
} from './repository';

const LEASE = 'signing-jobs';
const LEASE_SECONDS = 600;
const BATCH = 200;

export type SigningJobsResult = { ran: boolean; reminded: number; expired: number };

/**
 * Claims the job's lease in `job_leases`: only one instance (or one overlapping run) gets it
 * until it releases it or the lease lapses, so with several servers the job runs once.
 */
async function acquireLease(app: FastifyInstance, holder: string): Promise<boolean> {
  const rows = await queryRows<{ holder: string }>(
    app.db,
    sql`insert into job_leases (name, holder, expires_at)
        values (${LEASE}, ${holder}, now() + make_interval(secs => ${LEASE_SECONDS}))
        on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
          where job_leases.expires_at < now()
        returning holder`,
  );
  return rows[0]?.holder === holder;
}

/**
 * Links past their expiry become expired (and their sheet), agents are told; open requests
 * left unsigned for SIGN_REMINDER_DAYS get a new link, up to SIGN_MAX_REMINDERS times. Each
 * request is handled in its own transaction with its row locked (`skip locked`) and its
 * state checked again, so even a run without the lease could not send an e-mail twice.
 */
export async function runSigningJobs(app: FastifyInstance): Promise<SigningJobsResult> {
  const holder = randomUUID();
  if (!(await acquireLease(app, holder))) return { ran: false, reminded: 0, expired: 0 };
  const result: SigningJobsResult = { ran: true, reminded: 0, expired: 0 };
  try {
    for (const id of await dueForExpiry(app.db, BATCH)) {
      if (await expireRequest(app, id)) result.expired++;
    }
    const { signReminderDays, signMaxReminders } = app.config;
    for (const id of await dueForReminder(app.db, signReminderDays, signMaxReminders, BATCH)) {
      if (await remindRequest(app, id)) result.reminded++;
    }
  } finally {
    await app.db.execute(sql`delete from job_leases where name = ${LEASE} and holder = ${holder}`);
  }
  return result;
}

async function expireRequest(app: FastifyInstance, id: number): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const ctx = await lockSigningById(tx, id);
    if (ctx?.request.status !== 'open' || ctx.request.expiresAt > new Date()) return false;
    const now = new Date();
    await updateRequest(tx, id, { status: 'expired', completedAt: now });
    await insertEvent(tx, { signRequestId: id, event: 'expired', data: { expires_at: ctx.request.expiresAt } });
    await ctx.subject.expired(app, tx, ctx.request);
    return true;
  });
}

async function remindRequest(app: FastifyInstance, id: number): Promise<boolean> {
  const { signReminderDays, signMaxReminders } = app.config;
  return app.db.transaction(async (tx) => {
    const ctx = await lockRequestById(tx, id);
    if (!ctx) return false;
    const r = ctx.request;
    const last = (r.lastReminderAt ?? r.createdAt).getTime();
    const due =
      r.status === 'open' &&
      ctx.sheet.status === 'sent' &&
      r.expiresAt > new Date() &&
      r.remindersSent < signMaxReminders &&
      last <= Date.now() - signReminderDays * 86_400_000;
    if (!due) return false;
    await reissueLink(app, tx, ctx, { actorId: null, automatic: true });
    return true;
  });
}

/** Runs the jobs every SIGN_JOBS_INTERVAL_MINUTES until stopped; server.ts starts it. */
export function startSigningJobs(app: FastifyInstance, firstRunMs = 15_000) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    running = runSigningJobs(app)
      .then((r) => {
        if (r.reminded || r.expired) app.log.info(r, 'signing jobs');
      })
      .catch((error) => app.log.error(error, 'signing jobs failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, app.config.signJobsIntervalMs);
      });
  };
  timer = setTimeout(tick, firstRunMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
