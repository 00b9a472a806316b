import path from 'node:path';
import { z } from 'zod';
import { databaseSettings } from './config-database';
import { PGLITE_SHARED_BUFFERS } from './db/index';
import type { S3Settings } from './lib/storage/s3';

/** A variable set to nothing is as if unset (`S3_BUCKET=` in a compose file). */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

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
  LINK_SECRET: unsetIfEmpty(z.string().min(32, 'at least 32 characters')),
  S3_ENDPOINT: unsetIfEmpty(z.url({ protocol: /^https?$/ })),
  S3_BUCKET: unsetIfEmpty(z.string()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: unsetIfEmpty(z.string()),
  S3_SECRET_ACCESS_KEY: unsetIfEmpty(z.string()),
  S3_FORCE_PATH_STYLE: unsetIfEmpty(z.enum(['true', 'false'])),
});

/** The object store, when `S3_BUCKET` names one; its other settings without a bucket are a mistake. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_BUCKET is required when S3_ENDPOINT or S3 keys are set');
    }
    return undefined;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // A server of one's own (S3_ENDPOINT) rarely has a host name per bucket; Amazon's does.
    forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? String(e.S3_ENDPOINT !== undefined)) === 'true',
  };
}

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite's buffer cache (`db/index.ts`); PostgreSQL servers keep their own setting. */
  pgliteSharedBuffers: string;
  /** The data folder's files: the store on PGlite, and what a shared store carries over once. */
  storageDir: string;
  /** An S3-compatible store for the files (`lib/storage/select.ts`); unset, PostgreSQL or the folder. */
  s3: S3Settings | undefined;
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
  /** Signs e-mailed download links; unset, one is made once and kept in the file store. */
  linkSecret: string | undefined;
  /**
   * The environment these settings were read from. A module reads its own settings from it (its
   * descriptor's `settings`, as `modules/order-form/settings.ts`), checked when the app starts.
   */
  env: Readonly<Record<string, string | undefined>>;
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
    s3: s3Settings(e),
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
    linkSecret: e.LINK_SECRET,
    env,
  };
}
