import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paceOfBudget, yearEndPace } from '../../src/modules/sales/pace';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { pressToken } from '../order-form/requests';

/**
 * The tiles of issue 31 point 4: each figure equals the total of the list it links to, called by
 * the same user with the same filter; each tile refuses the roles whose screen it is not, and the
 * press (a customer of a press company) gets none of them.
 */
let t: TestApp;
let tok: DemoTokens;
let press: string;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  press = await pressToken(t, 'press-dashboard');
  // A failed e-mail and a pending registration, so those figures are not all zero.
  await t.database.db.execute(
    sql`insert into outbox ("to", subject, text, html, template, language, message_id, status, attempts, last_error)
        values ('nobody@example.it', 'Prova', 'x', '<p>x</p>', 'test', 'it', '<dashboard@test>', 'failed', 5, 'refused')`,
  );
  await t.database.db.execute(
    sql`insert into registration_requests (username, email, kind, language, data, privacy_accepted)
        values ('dashboard-new', 'dashboard-new@example.it', 'it_reseller', 'it', '{"company_name":"Nuova"}', true)`,
  );
});
afterAll(() => t.close());

type Count = { key: string; count: number; capped: boolean };

async function tile(path: string, token: string, lang = 'en'): Promise<Record<string, number>> {
  const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/dashboard/${path}`, token });
  expect(res.status, `dashboard/${path}`).toBe(200);
  const counts = res.body.args.response.counts as Count[];
  for (const c of counts) expect(c.capped).toBe(false);
  return Object.fromEntries(counts.map((c) => [c.key, c.count]));
}

/** The total the list at `url` (under /en/v1.0/) answers the same user. */
async function listTotal(url: string, token: string): Promise<number> {
  const res = await t.call({ method: 'GET', url: `/en/v1.0/${url}`, token });
  expect(res.status, url).toBe(200);
  return res.body.args.response.total as number;
}

async function status(path: string, token?: string) {
  return (await t.call({ method: 'GET', url: `/en/v1.0/dashboard/${path}`, token })).status;
}

describe('dashboard/registrations', () => {
  it('counts the pending requests as the requests list filters them, for admins only', async () => {
    const counts = await tile('registrations', tok.admin);
    expect(counts.pending).toBe(await listTotal('admin/registrations?status=pending', tok.admin));
    expect(counts.pending).toBeGreaterThan(0);
    for (const token of [tok.sales, tok.agent, tok.customer, press])
      expect(await status('registrations', token)).toBe(403);
    expect(await status('registrations')).toBe(401);
  });
});

describe('dashboard/outbox', () => {
  it('counts the failed e-mails as the outbox list filters them, for staff', async () => {
    for (const token of [tok.admin, tok.sales]) {
      const counts = await tile('outbox', token);
      expect(counts.failed).toBe(await listTotal('admin/outbox?status=failed', token));
      expect(counts.failed).toBeGreaterThan(0);
    }
    for (const token of [tok.agent, tok.customer, press]) expect(await status('outbox', token)).toBe(403);
  });
});

describe('dashboard/shipments', () => {
  it('gives staff what waits to leave, each as its screen counts it', async () => {
    for (const token of [tok.admin, tok.sales]) {
      const counts = await tile('shipments', token);
      expect(Object.keys(counts)).toEqual(['to_be_sent', 'to_send', 'to_confirm', 'ready']);
      expect(counts.to_be_sent).toBe(await listTotal('invio/1', token));
      for (const s of ['to_send', 'to_confirm', 'ready'])
        expect(counts[s], s).toBe(await listTotal(`spedizioni/1?status=${s}&shipped=false`, token));
    }
  });

  it('gives an agent the own agency shipments by state', async () => {
    for (const token of [tok.agent, tok.agent2]) {
      const counts = await tile('shipments', token);
      expect(Object.keys(counts)).toEqual(['to_send', 'to_confirm', 'ready', 'shipped']);
      for (const s of Object.keys(counts))
        expect(counts[s], s).toBe(await listTotal(`spedizioni/1?status=${s}`, token));
    }
    const all = await tile('shipments', tok.admin);
    const own = await tile('shipments', tok.agent);
    expect(own.to_send).toBeLessThanOrEqual(all.to_send as number);
    expect(Object.values(own).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    for (const token of [tok.customer, press]) expect(await status('shipments', token)).toBe(403);
  });
});

describe('dashboard/reservations', () => {
  it('gives staff the reservations to decide and a buyer its open ones, as the reservations list counts them', async () => {
    const staff = await tile('reservations', tok.admin);
    expect(Object.keys(staff)).toEqual(['requested']);
    expect(staff.requested).toBe(await listTotal('ready-stock/reservations?state=requested', tok.admin));
    expect(await tile('reservations', tok.sales)).toEqual(staff);
    for (const token of [tok.agent, tok.customer]) {
      const own = await tile('reservations', token);
      expect(Object.keys(own)).toEqual(['requested', 'accepted']);
      for (const s of Object.keys(own))
        expect(own[s], s).toBe(await listTotal(`ready-stock/reservations?state=${s}`, token));
    }
    expect(await status('reservations', press)).toBe(403);
  });
});

describe('dashboard/orders', () => {
  it('gives a customer its own orders by state, as the orders list counts them', async () => {
    const counts = await tile('orders', tok.customer);
    expect(Object.keys(counts)).toEqual(['draft', 'sent']);
    for (const s of Object.keys(counts))
      expect(counts[s], s).toBe(await listTotal(`order-form?state=${s}`, tok.customer));
    expect((counts.draft as number) + (counts.sent as number)).toBeGreaterThan(0);
    for (const token of [tok.admin, tok.agent, press]) expect(await status('orders', token)).toBe(403);
  });
});

describe('dashboard/invoices', () => {
  it('gives a customer its own invoices to pay, as the invoices list counts them', async () => {
    const counts = await tile('invoices', tok.customer);
    expect(Object.keys(counts)).toEqual(['overdue', 'due']);
    for (const s of Object.keys(counts))
      expect(counts[s], s).toBe(await listTotal(`invoices?status=${s}`, tok.customer));
    expect((counts.overdue as number) + (counts.due as number)).toBeGreaterThan(0);
    for (const token of [tok.admin, tok.agent, press]) expect(await status('invoices', token)).toBe(403);
  });
});

describe('the revenue widgets', () => {
  it('say where each category ends the year at the current pace, for staff, agents and customers', async () => {
    for (const token of [tok.admin, tok.agent, tok.customer]) {
      const res = await t.call({ method: 'GET', url: '/en/v1.0/dashboard', token });
      const { until, categories } = res.body.args.response as {
        until: string;
        categories: {
          current_year: number;
          budget: number | null;
          projection: number;
          projection_budget_percent: number | null;
        }[];
      };
      for (const c of categories) {
        expect(c.projection).toBe(yearEndPace(c.current_year, until));
        expect(c.projection_budget_percent).toBe(paceOfBudget(c.projection, c.budget));
      }
      expect(categories.some((c) => c.projection > 0)).toBe(true);
      const premia = (await t.call({ method: 'GET', url: '/en/v1.0/dashboard/premia', token })).body.args.response;
      expect(premia.projection).toBe(yearEndPace(premia.current_year, premia.until));
    }
    const admin = (await t.call({ method: 'GET', url: '/en/v1.0/dashboard', token: tok.admin })).body.args.response;
    expect(
      admin.categories.some((c: { projection_budget_percent: number | null }) => c.projection_budget_percent !== null),
    ).toBe(true);
  });
});

describe('the press', () => {
  it('is refused every revenue, order and count tile', async () => {
    for (const path of ['', 'premia', 'orders', 'invoices', 'reservations', 'shipments', 'materials', 'status-schede'])
      expect(await status(path, press), path).toBe(403);
  });
});
