import { MATERIAL_REQUEST_STATUSES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

/** The demo's support material (`db/seed/materials.ts`, `shipments.ts`), as each agency's agent sees it. */
let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

type Row = { status: string; reason: string | null; shipment: { status: string } | null };

const requests = async (token: string) =>
  (await t.call({ method: 'GET', url: '/en/v2.0/materiali/request-agencies/1?pageSize=100', token })).body.args.response
    .rows as Row[];

describe('the demo support material', () => {
  it('gives each agency requests in every state, a rejected one with its reason, and some in a shipment', async () => {
    for (const agent of [tok.agent, tok.agent2]) {
      const rows = await requests(agent);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(MATERIAL_REQUEST_STATUSES));
      expect(rows.filter((r) => r.status === 'rejected').every((r) => (r.reason ?? '').length > 0)).toBe(true);
      expect(rows.some((r) => r.shipment !== null)).toBe(true);
    }
  });

  it('has shipments in every state over the two agencies', async () => {
    const rows = await requests(tok.admin);
    const states = new Set(rows.flatMap((r) => (r.shipment ? [r.shipment.status] : [])));
    expect(states).toEqual(new Set(['to_send', 'to_confirm', 'ready', 'shipped']));
  });
});
