import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

/** Ids beyond PostgreSQL's integer range must be refused before they reach the database. */
describe('ids out of the integer range on the issue-4 routes', () => {
  it.each([
    'admin/clients/99999999999',
    'agencies/is-client/99999999999',
    'admin/agencies/99999999999',
    'admin/schede/client-form/99999999999',
    'admin/schede/signed-pdf/99999999999',
    'admin/schede/sign-events/99999999999',
    'admin/agencies/reminder/99999999999',
    'software-pr-or/detail/agent/99999999999/client/1',
  ])('GET %s answers 400', async (path) => {
    const res = await t.call({ method: 'GET', url: `/en/v1.0/${path}`, token: admin });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });
});
