import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../src/config';
import { createTestApp, type TestApp } from './app';
import { anotherPortal, type Portal } from './portal';
import { type LocalS3, startS3 } from './s3';

export type S3Portals = { s3: LocalS3; one: TestApp; other: Portal };

/**
 * Two portals keeping their files in one local S3-compatible store (s3rver), on the same
 * database, for the tests of a describe block: started before them, closed after. The object's
 * fields are set once `beforeAll` has run.
 */
export function portalsOnS3(): S3Portals {
  const portals = {} as S3Portals;
  beforeAll(async () => {
    portals.s3 = await startS3();
    portals.one = await createTestApp({ s3: portals.s3.settings });
    portals.other = await anotherPortal(portals.one.database, {
      ...portals.s3.env,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    });
  });
  afterAll(async () => {
    await portals.other?.close();
    await portals.one?.close();
    await portals.s3?.close();
  });
  return portals;
}

export type Portals = { one: TestApp; other: Portal };

/**
 * Two portals on one PostgreSQL database (`DATABASE_URL`), the second with nothing else set, for
 * the tests of a describe block; `settings` are the first one's (read when it starts).
 */
export function portalsOnPostgres(settings: () => Partial<Config> = () => ({})): Portals {
  const portals = {} as Portals;
  beforeAll(async () => {
    portals.one = await createTestApp(settings());
    portals.other = await anotherPortal(portals.one.database, { DATABASE_URL: process.env.DATABASE_URL as string });
  });
  afterAll(async () => {
    await portals.other?.close();
    await portals.one?.close();
  });
  return portals;
}

/** A 503 `errors.storageUnavailable` answer, with its message in the request's language. */
export function expectStoreUnavailable(res: { status: number; body: any }, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(503);
  expect(res.body.args.error).toMatchObject({ key: 'errors.storageUnavailable', message });
}
