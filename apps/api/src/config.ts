import path from 'node:path';
import { z } from 'zod';
import { databaseSettings } from './config-database';
import { PGLITE_SHARED_BUFFERS } from './db/index';

/** Every setting comes from the environment; the README lists them. */
const envSchema = z.object({
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]{0,5}(kB|MB|GB)$/, 'a size such as 32MB')
    .default(PGLITE_SHARED_BUFFERS),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portale Rete Vendita <portal@localhost>'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().positive().default(60),
  ACTIVATION_TOKEN_TTL_HOURS: z.coerce.number().positive().default(72),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SIGN_LINK_TTL_DAYS: z.coerce.number().positive().default(30),
  SIGN_REMINDER_DAYS: z.coerce.number().positive().default(3),
  SIGN_MAX_REMINDERS: z.coerce.number().int().min(0).default(3),
  SIGN_JOBS_INTERVAL_MINUTES: z.coerce.number().positive().default(5),
  CHECK_RESPONSES: z.enum(['true', 'false']).default('false'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite's buffer cache (`db/index.ts`); PostgreSQL servers keep their own setting. */
  pgliteSharedBuffers: string;
  storageDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionTtlMs: number;
  /** How long a resolved session is reused for calls with the same token (0: never). */
  sessionCacheMs: number;
  /** How long a list's answer may be served again while the data's version stays; 0 turns it off. */
  answerCacheMs: number;
  resetTokenTtlMs: number;
  activationTokenTtlMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  authRateLimitPerMinute: number;
  mailPollMs: number;
  seedDemo: boolean;
  logLevel: string;
  webDist: string | undefined;
  trustProxy: boolean;
  signLinkTtlDays: number;
  signReminderDays: number;
  signMaxReminders: number;
  signJobsIntervalMs: number;
  /** Also check every answer against its zod schema before writing it (tests, development). */
  checkResponses: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const { databaseUrl, dataDir, pgliteSharedBuffers } = databaseSettings(env);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    dataDir,
    pgliteSharedBuffers,
    storageDir: path.join(dataDir, 'files'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sessionCacheMs: e.SESSION_CACHE_MS,
    answerCacheMs: e.ANSWER_CACHE_MS,
    resetTokenTtlMs: e.RESET_TOKEN_TTL_MINUTES * 60_000,
    activationTokenTtlMs: e.ACTIVATION_TOKEN_TTL_HOURS * 3_600_000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    mailPollMs: e.MAIL_POLL_MS,
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY === 'true',
    signLinkTtlDays: e.SIGN_LINK_TTL_DAYS,
    signReminderDays: e.SIGN_REMINDER_DAYS,
    signMaxReminders: e.SIGN_MAX_REMINDERS,
    signJobsIntervalMs: e.SIGN_JOBS_INTERVAL_MINUTES * 60_000,
    checkResponses: e.CHECK_RESPONSES === 'true',
  };
}
