import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = (body: any) =>
  Object.fromEntries(body.args.response.counts.map((c: { status: string; count: number }) => [c.status, c.count]));

describe('dashboard/status-schede', () => {
  it('counts every agency for staff and the own agency for an agent', async () => {
    const admin = await t.call({
      method: 'GET',
      url: '/en/v1.0/dashboard/status-schede',
      token: await t.login('admin'),
    });
    expect(admin.body.args.response).toMatchObject({ total: 21, deletion_requested: 2 });
    expect(counts(admin.body)).toEqual({
      draft: 3,
      ready: 2,
      sent: 3,
      signed: 2,
      confirmed: 5,
      declined: 2,
      expired: 2,
      revision: 2,
      none: 0,
    });
    const agent = await t.call({
      method: 'GET',
      url: '/it/v1.0/dashboard/status-schede',
      token: await t.login('agent'),
    });
    expect(agent.body.args.response.total).toBe(11);
    expect(agent.body.args.response.counts[0]).toEqual({ status: 'draft', label: 'Bozza', count: 2 });
    const agent2 = await t.call({
      method: 'GET',
      url: '/en/v1.0/dashboard/status-schede',
      token: await t.login('agent2'),
    });
    expect(agent2.body.args.response.total).toBe(10);
    const sales = await t.call({
      method: 'GET',
      url: '/en/v1.0/dashboard/status-schede',
      token: await t.login('sales'),
    });
    expect(sales.body.args.response).toEqual(admin.body.args.response);
  });

  it('refuses customers and anonymous callers', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/en/v1.0/dashboard/status-schede', token: await t.login('customer') }))
        .status,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: '/en/v1.0/dashboard/status-schede' })).status).toBe(401);
  });
});
