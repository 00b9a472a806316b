import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { demoAgencies } from '../sheets/helpers';

let t: TestApp;
let tok: DemoTokens;
let nord: number;
let sud: number;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord, sud } = await demoAgencies(t));
});
afterAll(() => t.close());

const get = (token: string | undefined, url: string) => t.call({ method: 'GET', url, token });

describe('admin/status-agencies', () => {
  it('counts each agency’s clients by the state of their latest sheet', async () => {
    const res = await get(tok.sales, '/en/v1.0/admin/status-agencies');
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.args.response.rows.map((r: { code: string }) => [r.code, r]));
    expect(byCode['AG-NORD']).toEqual({
      id: nord,
      code: 'AG-NORD',
      name: 'Agenzia Lombarda Arredo',
      city: 'Milano',
      province: 'MI',
      clients: 11,
      draft: 2,
      ready: 1,
      sent: 1,
      signed: 1,
      confirmed: 3,
      declined: 1,
      expired: 1,
      revision: 1,
      no_sheet: 0,
      deletion_requested: 1,
    });
    expect(byCode['AG-CENTROSUD']).toMatchObject({
      clients: 10,
      draft: 1,
      sent: 2,
      confirmed: 2,
      deletion_requested: 1,
    });
    expect(res.body.args.response.table_headers.map((h: { label: string }) => h.label)).toContain(
      'Ready for signature',
    );
  });

  it('is for staff only', async () => {
    expect((await get(tok.agent, '/en/v1.0/admin/status-agencies')).status).toBe(403);
    expect((await get(tok.customer, '/en/v1.0/admin/status-agencies')).status).toBe(403);
    expect((await get(undefined, '/en/v1.0/admin/status-agencies')).status).toBe(401);
  });
});

describe('agency list and detail', () => {
  it('lists agencies with agents and clients for staff', async () => {
    const res = await get(tok.admin, '/it/v1.0/admin/agencies');
    expect(res.body.args.response.total).toBe(2);
    expect(res.body.args.response.table_headers[0]).toEqual({ key: 'code', label: 'Codice' });
    expect(res.body.args.response.rows[0]).toEqual({
      id: nord,
      code: 'AG-NORD',
      name: 'Agenzia Lombarda Arredo',
      email: 'nord@agenzie.example.it',
      phone: '+39 02 5550101',
      city: 'Milano',
      province: 'MI',
      agents: 1,
      clients: 11,
    });
    expect((await get(tok.admin, '/it/v1.0/admin/agencies?q=centro')).body.args.response.rows).toHaveLength(1);
    expect((await get(tok.agent, '/it/v1.0/admin/agencies')).status).toBe(403);
  });

  it('shows an agency with its agents, counts and first page of clients', async () => {
    const res = await get(tok.admin, `/en/v1.0/admin/agencies/${sud}`);
    expect(res.body.args.response).toMatchObject({
      code: 'AG-CENTROSUD',
      agent_users: [{ name: 'Sara', surname: 'Esposito', email: 'agent2@portal.example.it' }],
      clients_list: { total: 10, page: 1 },
    });
    expect(res.body.args.response.sheet_counts.find((c: { status: string }) => c.status === 'sent')).toEqual({
      status: 'sent',
      label: 'Sent for signature',
      count: 2,
    });
    expect((await get(tok.admin, '/en/v1.0/admin/agencies/9999')).status).toBe(404);
  });

  it('gives each agent their own agency and nothing else', async () => {
    const mine = await get(tok.agent, '/en/v1.0/agencies/my-agency');
    expect(mine.body.args.response).toMatchObject({ id: nord, clients: 11 });
    expect(mine.body.args.response.clients_list.rows.every((r: { agency_id: number }) => r.agency_id === nord)).toBe(
      true,
    );
    expect((await get(tok.agent2, '/en/v1.0/agencies/my-agency')).body.args.response.id).toBe(sud);
    expect((await get(tok.agent, `/en/v1.0/admin/agencies/${sud}`)).status).toBe(403);
    expect((await get(tok.admin, '/en/v1.0/agencies/my-agency')).status).toBe(403);
    expect((await get(tok.customer, '/en/v1.0/agencies/my-agency')).status).toBe(403);
  });
});
