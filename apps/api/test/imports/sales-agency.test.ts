import { codesOf } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdClientAgencies } from '../../src/modules/sales/agency-move';
import { salesKind } from '../../src/modules/sales/import-kind';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { plainSums } from '../sales/helpers';
import { completeFields, demoAgencies, rows } from '../sheets/helpers';
import { aggregateDrift, finished, importFile, snapshot, win1252 } from './helpers';

/**
 * A sales line names its agent (the agency the ERP credits) and its client, and each client
 * belongs to one agency: the two must agree, else the line is rejected with its reason. An
 * agency's figures and invoices are those of its clients, whichever view reads them.
 */
let t: TestApp;
let tok: DemoTokens;
let nord: number;
let sud: number;
const year = new Date().getFullYear();
const day = `02/01/${year}`;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ nord, sud } = await demoAgencies(t));
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
const invoice = (token: string, number: string) => get(token, `/en/v1.0/invoices/${encodeURIComponent(number)}`);

type Figures = { previous_year: number; progressive: number; current_year: number };
const FIELDS = ['previous_year', 'progressive', 'current_year'] as const;
const add = (a: Figures, b: Figures): Figures => ({
  previous_year: a.previous_year + b.previous_year,
  progressive: a.progressive + b.progressive,
  current_year: a.current_year + b.current_year,
});
const ZERO: Figures = { previous_year: 0, progressive: 0, current_year: 0 };
function expectSame(got: Figures, want: Figures, what: string) {
  for (const f of FIELDS) expect(got[f], `${what}: ${f}`).toBeCloseTo(want[f], 2);
}

/** Every page of a revenue table. */
async function wholeTable(url: string) {
  const all: (Figures & { id: number })[] = [];
  for (let page = 1; ; page++) {
    const res = await get(tok.admin, `${url}${url.includes('?') ? '&' : '?'}page=${page}&pageSize=100`);
    expect(res.status).toBe(200);
    const table = res.body.args.response;
    all.push(...table.rows);
    if (all.length >= table.total) return { rows: all, totals: table.totals as Figures };
  }
}

/** The lines of the clients that belong to an agency now. */
const ofAgencyClients = (agency: number): SQL => sql`client_id in (select id from clients where agency_id = ${agency})`;

/**
 * For each agency: the network's row, the agency's own table (its totals and the sum of its
 * clients' rows), the sum of its clients' cards, the agent's dashboard and a plain sum of its
 * clients' lines are the same figures.
 */
async function expectRevenueAgrees() {
  const network = await wholeTable('/en/v1.0/sales/current');
  for (const [agency, token] of [
    [nord, tok.agent],
    [sud, tok.agent2],
  ] as const) {
    const plain = await plainSums(t, ofAgencyClients(agency), codesOf('expo'));
    const row = network.rows.find((r) => r.id === agency) ?? ZERO;
    expectSame(row, plain, `network row of ${agency}`);
    const own = await wholeTable(`/en/v1.0/sales/current/agent/${agency}`);
    expectSame(own.totals, plain, `table of ${agency}`);
    expectSame(own.rows.reduce(add, ZERO), plain, `clients of ${agency}`);
    let cards = ZERO;
    for (const client of own.rows) {
      const card = await get(tok.admin, `/en/v1.0/sales/current/agent/${agency}/client/${client.id}`);
      cards = add(cards, card.body.args.response.totals);
    }
    expectSame(cards, plain, `client cards of ${agency}`);
    const dashboard = (await get(token, '/en/v1.0/dashboard/')).body.args.response;
    const expo = dashboard.categories.find((c: { category: string }) => c.category === 'expo');
    expectSame(expo, plain, `dashboard of ${agency}`);
  }
}

type Client = { id: number; code: string; invoice: string; sheet_status: string | null };

/** A client of AG-NORD with sales (not the customer's own), the first or the last by id. */
async function clientWithSales(order: 'asc' | 'desc'): Promise<Client> {
  const [client] = await rows<Client>(
    t,
    sql`select c.id, c.code, c.sheet_status, min(l.invoice_number) as invoice from clients c join sales_lines l on l.client_id = c.id
        where c.agency_id = ${nord} and c.status not in ('deleted', 'deletion_requested') and c.code <> 'MB0001'
        group by c.id, c.code, c.sheet_status order by c.id ${sql.raw(order)} limit 1`,
  );
  if (!client) throw new Error('no client of AG-NORD with sales');
  return client;
}

/** Staff file a client under another agency through its sheet; a confirmed sheet is renewed first. */
async function moveClient(client: Client, agency: number) {
  const set = (payload: object) =>
    t.call({ method: 'POST', url: `/en/v1.0/admin/schede/client-set/${client.id}`, token: tok.admin, payload });
  if (client.sheet_status === 'confirmed') expect((await set({ action: 'renew' })).status).toBe(200);
  return set({ is_edited: true, scheda_fields: completeFields('Trasferita S.r.l.', agency) });
}

describe('a sales line’s agent and its client’s agency', () => {
  it('rejects a line naming another agency than the client’s, in every language, and nobody sees it', async () => {
    const before = await snapshot(t);
    const done = await importFile(
      t,
      tok.admin,
      win1252([
        `${day};AG-CENTROSUD;MB0001;NN;Cucina altrui;1;5.000,00;XA-2026-1;1`, // row 2: MB0001 is AG-NORD's
        `${day};AG-NORD;MB0001;NN;Cucina;1;100,00;XA-2026-2;1`, // row 3: good
      ]),
      'agenzie.csv',
    );
    expect(done).toMatchObject({ status: 'succeeded', read: 2, inserted: 1, rejected: 1 });
    expect(done.rejections).toEqual([
      { row: 2, column: 'Agent', message: 'The client MB0001 belongs to the agency AG-NORD, not to AG-CENTROSUD' },
    ]);
    const messages: Record<string, string> = {
      it: "Il cliente MB0001 è dell'agenzia AG-NORD, non di AG-CENTROSUD",
      fr: "Le client MB0001 appartient à l'agence AG-NORD, pas à AG-CENTROSUD",
      es: 'El cliente MB0001 pertenece a la agencia AG-NORD, no a AG-CENTROSUD',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const read = await finished(t, tok.admin, done.id, lang);
      expect(read.rejections.map((r: { message: string }) => r.message)).toEqual([message]);
    }
    expect((await snapshot(t)).lines?.n).toBe((before.lines?.n ?? 0) + 1);
    expect((await invoice(tok.agent2, 'XA-2026-1')).status).toBe(404);
    expect((await invoice(tok.agent, 'XA-2026-1')).status).toBe(404);
    expect((await invoice(tok.admin, 'XA-2026-1')).status).toBe(404);
    expect(await aggregateDrift(t)).toEqual([]);
    await expectRevenueAgrees();
  });

  it('keeps an imported line with its client’s agency: a later file naming another is rejected', async () => {
    const good = await importFile(t, tok.admin, win1252([`${day};AG-NORD;MB0001;NN;Cucina;1;700,00;XA-2026-3;1`]));
    expect(good).toMatchObject({ status: 'succeeded', inserted: 1, rejected: 0 });
    const moved = await importFile(
      t,
      tok.admin,
      win1252([`${day};AG-CENTROSUD;MB0001;NN;Cucina;1;700,00;XA-2026-3;1`]),
    );
    expect(moved).toMatchObject({ status: 'succeeded', inserted: 0, updated: 0, rejected: 1 });
    const [line] = await rows<{ agency_id: number }>(
      t,
      sql`select agency_id from sales_lines where invoice_number = 'XA-2026-3'`,
    );
    expect(Number(line?.agency_id)).toBe(nord);
    // The client's own agency opens it; the other agency's agent finds nothing.
    const own = await invoice(tok.agent, 'XA-2026-3');
    expect(own.status).toBe(200);
    expect(own.body.args.response.agency.id).toBe(nord);
    const other = await invoice(tok.agent2, 'XA-2026-3');
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('MB0001');
    const list = (await get(tok.agent2, '/en/v1.0/invoices?q=XA-2026&pageSize=100')).body.args.response;
    expect(list.rows).toEqual([]);
    expect(await aggregateDrift(t)).toEqual([]);
    await expectRevenueAgrees();
  });

  it('rejects a line for a client with no agency', async () => {
    const [client] = await rows<{ id: number }>(
      t,
      sql`insert into clients (company_name, code, kind, status) values ('Senza Agenzia S.r.l.', 'XA0001', 'retailer', 'prospect')
          returning id`,
    );
    expect(client).toBeDefined();
    const done = await importFile(
      t,
      tok.admin,
      win1252([`${day};AG-NORD;XA0001;NN;Cucina;1;10,00;XA-2026-4;1`]),
      'x.csv',
      'it',
    );
    expect(done).toMatchObject({ status: 'succeeded', inserted: 0, rejected: 1 });
    expect(done.rejections).toEqual([
      { row: 2, column: 'Agente', message: "Il cliente XA0001 non ha un'agenzia: assegnagliela nel portale" },
    ]);
  });
});

describe('a client moved to another agency', () => {
  it('takes its sales lines, daily sums and invoices along, and the figures still agree', async () => {
    const client = await clientWithSales('asc');
    expect((await invoice(tok.agent, client.invoice)).status).toBe(200);
    const moved = await moveClient(client, sud);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const agencies = await rows<{ agency_id: number }>(
      t,
      sql`select distinct agency_id from sales_lines where client_id = ${client.id}
          union select distinct agency_id from sales_daily where client_id = ${client.id}
          union select distinct agency_id from invoices where client_id = ${client.id}`,
    );
    expect(agencies.map((a) => Number(a.agency_id))).toEqual([sud]);
    expect((await invoice(tok.agent2, client.invoice)).status).toBe(200);
    expect((await invoice(tok.agent, client.invoice)).status).toBe(404);
    expect(await aggregateDrift(t)).toEqual([]);
    await expectRevenueAgrees();

    // The ERP's lines now name the client's new agency; one still naming the old one is rejected.
    const done = await importFile(
      t,
      tok.admin,
      win1252([
        `${day};AG-NORD;${client.code};NN;Cucina;1;10,00;XA-2026-5;1`,
        `${day};AG-CENTROSUD;${client.code};NN;Cucina;1;10,00;XA-2026-6;1`,
      ]),
    );
    expect(done).toMatchObject({ status: 'succeeded', inserted: 1, rejected: 1 });
    expect(done.rejections[0].message).toBe(
      `The client ${client.code} belongs to the agency AG-CENTROSUD, not to AG-NORD`,
    );
    await expectRevenueAgrees();
  });
});

describe('a line filed under another agency than its client’s (written before the rule)', () => {
  it('shows its invoice to no agent of the other agency, in the detail, the PDF or the list', async () => {
    const [row] = await rows<{ id: number }>(t, sql`select id from clients where code = 'MB0001'`);
    await t.database.db.execute(
      sql`insert into sales_lines (invoice_number, invoice_line, day, agency_id, client_id, category, product, quantity, amount)
          values ('XL-OLD-1', 1, current_date, ${sud}, ${row?.id}, 'NN', 'Cucina', 1, 10)`,
    );
    try {
      expect((await invoice(tok.admin, 'XL-OLD-1')).status).toBe(200);
      expect((await invoice(tok.agent2, 'XL-OLD-1')).status).toBe(404);
      expect((await get(tok.agent2, '/en/v1.0/invoices/XL-OLD-1/pdf')).status).toBe(404);
      const list = (await get(tok.agent2, '/en/v1.0/invoices?q=XL-OLD&pageSize=100')).body.args.response;
      expect(list).toMatchObject({ rows: [], total: 0 });
    } finally {
      // The line has no daily sums: it goes, so the other tests' sums agree.
      await t.database.db.execute(sql`delete from sales_lines where invoice_number = 'XL-OLD-1'`);
    }
  });
});

describe('a client moved while a sales file is imported', () => {
  it('writes the lines read before the move under the client’s new agency, as the move would have', async () => {
    const client = await clientWithSales('desc');
    const run = salesKind.start(t.database.db, 900_001);
    const cells = { date: day, agent: 'AG-NORD', client: client.code, category: 'NN', product: 'Cucina' };
    const staged = await run.stage([
      { row: 2, cells: { ...cells, quantity: '1', amount: '10,00', invoice: 'XR-2026-1', line: '1' } },
    ]);
    expect(staged).toEqual([]);
    expect((await moveClient(client, sud)).status).toBe(200);
    await t.database.db.transaction((tx) => run.apply(tx));
    await run.discard(t.database.db);
    const [line] = await rows<{ agency_id: number }>(
      t,
      sql`select agency_id from sales_lines where invoice_number = 'XR-2026-1'`,
    );
    expect(Number(line?.agency_id)).toBe(sud);
    expect(await aggregateDrift(t)).toEqual([]);
    await expectRevenueAgrees();
  });

  // PGlite has one connection: an import's write and a move never overlap there.
  it.skipIf(!process.env.DATABASE_URL)('refuses to move a client while a sales import is written (409)', async () => {
    const [client] = await rows<Client>(
      t,
      sql`select id, code, sheet_status, '' as invoice from clients
          where agency_id = ${nord} and status not in ('deleted', 'deletion_requested') order by id limit 1`,
    );
    if (!client) throw new Error('no client of AG-NORD');
    let release: () => void = () => {};
    let held: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const writing = t.database.db.transaction(async (tx) => {
      await holdClientAgencies(tx);
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await holding;
    try {
      const refused = await moveClient(client, sud);
      expect(refused.status).toBe(409);
      expect(refused.body.args.error.message).toBe(
        'Sales lines are being imported: change the client’s agency again in a minute',
      );
    } finally {
      release();
      await writing;
    }
    const [now] = await rows<{ agency_id: number }>(t, sql`select agency_id from clients where id = ${client.id}`);
    expect(Number(now?.agency_id)).toBe(nord);
  });
});
