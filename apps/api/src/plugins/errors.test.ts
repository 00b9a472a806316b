import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from './errors';
import i18nPlugin from './i18n';

/** A database error as Drizzle wraps it: the driver's error, with its SQLSTATE, as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });

const app = Fastify({ logger: false });
beforeAll(async () => {
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  app.get('/:lang/v1.0/fail/:code', async (request) => {
    throw wrapped((request.params as { code: string }).code);
  });
  await app.ready();
});
afterAll(() => app.close());

const fail = async (code: string, lang = 'en') => {
  const res = await app.inject({ method: 'GET', url: `/${lang}/v1.0/fail/${code}` });
  return { status: res.statusCode, body: res.json() };
};

describe('database errors', () => {
  it('answer a deadlock, a serialization failure or a row deleted meanwhile as a conflict in the request’s language, not a 500', async () => {
    for (const code of ['40P01', '40001', '23505', '23503']) {
      const res = await fail(code);
      expect(res.status, code).toBe(409);
      expect(res.body.args.error.key).toBe('errors.conflict');
    }
    const fr = await fail('40P01', 'fr');
    expect(fr.body.args.error.message).not.toBe((await fail('40P01', 'en')).body.args.error.message);
  });

  it('answer a refused value as bad input, and an unknown failure as a 500 with no detail', async () => {
    expect((await fail('22003')).status).toBe(400);
    const other = await fail('XX000');
    expect(other.status).toBe(500);
    expect(other.body.args.error.key).toBe('errors.internal');
  });
});
