import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { expectDejaVuOnly, pdfText } from '../helpers/pdf';
import { demoAgencies, idOf, rows } from '../sheets/helpers';

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
const names = (res: { body: any }) => res.body.args.response.rows.map((r: { company_name: string }) => r.company_name);

describe('agencies/clients', () => {
  it('gives staff every agency’s clients and an agent only their own, deleted ones left out', async () => {
    const admin = await get(tok.admin, '/en/v1.0/agencies/clients?pageSize=100');
    expect(admin.status).toBe(200);
    expect(admin.body.args.response.total).toBe(21);
    expect(names(admin)).not.toContain('Arredamenti Sondrio S.a.s.');
    expect(admin.body.args.response.table_headers[1]).toEqual({ key: 'company_name', label: 'Company' });
    const agent = await get(tok.agent, '/it/v1.0/agencies/clients?pageSize=100');
    expect(agent.body.args.response.total).toBe(11);
    expect(agent.body.args.response.rows.every((r: { agency_id: number }) => r.agency_id === nord)).toBe(true);
    expect(agent.body.args.response.table_headers[1].label).toBe('Ragione sociale');
    const agent2 = await get(tok.agent2, `/en/v1.0/agencies/clients?pageSize=100&agent=${nord}`);
    expect(agent2.body.args.response.total).toBe(0);
    expect((await get(tok.sales, '/en/v1.0/agencies/clients')).status).toBe(200);
  });

  it('refuses customers and anonymous callers', async () => {
    for (const url of [
      'agencies/clients',
      'agencies/get-clients',
      'agencies/is-client/1',
      'admin/clients/1',
      'generic/search?q=mo',
    ]) {
      expect((await get(tok.customer, `/en/v1.0/${url}`)).status, url).toBe(403);
      expect((await get(undefined, `/en/v1.0/${url}`)).status, url).toBe(401);
    }
  });

  it('filters by page, agent, client, status, location and search', async () => {
    const page = await get(tok.admin, '/en/v1.0/agencies/clients?page=2&pageSize=5&sort=company_name');
    expect(page.body.args.response).toMatchObject({ page: 2, pageSize: 5, total: 21 });
    expect(page.body.args.response.rows).toHaveLength(5);
    expect((await get(tok.admin, `/en/v1.0/agencies/clients?agent=${sud}`)).body.args.response.total).toBe(10);
    const sent = await get(tok.admin, '/es/v1.0/agencies/clients?status=sent');
    expect(names(sent).sort()).toEqual([
      'Arredo Casa Brianza S.n.c.',
      'Casa & Stile Napoli S.r.l.',
      'Interni Partenopei S.r.l.',
    ]);
    expect(sent.body.args.response.rows[0].sheet_status_label).toBe('Enviada para la firma');
    expect(names(await get(tok.admin, '/en/v1.0/agencies/clients?status=deletion_requested')).sort()).toEqual([
      'Il Mobile Calabrese S.r.l.',
      'Mobili Ferretti di Ferretti Giovanni',
    ]);
    expect(names(await get(tok.admin, '/en/v1.0/agencies/clients?location=na'))).toEqual([
      'Casa & Stile Napoli S.r.l.',
      'Interni Partenopei S.r.l.',
    ]);
    expect(names(await get(tok.agent, '/en/v1.0/agencies/clients?q=como'))).toEqual(['Il Salotto di Como S.r.l.']);
    const brambilla = await idOf(t, 'clients', 'code', 'MB0001');
    expect(names(await get(tok.agent, `/en/v1.0/agencies/clients?client=${brambilla}`))).toEqual([
      'Arredamenti Brambilla S.r.l.',
    ]);
    expect((await get(tok.admin, '/en/v1.0/agencies/clients?status=bogus')).status).toBe(400);
  });
});

describe('client card, pickers and is-client', () => {
  it('shows last year’s and this year’s revenue as the sum of the client’s sales lines', async () => {
    const id = await idOf(t, 'clients', 'code', 'MB0001');
    const year = new Date().getFullYear();
    const [sums] = await rows<{ previous: string; current: string }>(
      t,
      sql`select coalesce(sum(amount) filter (where extract(year from day) = ${year - 1}), 0) as previous,
        coalesce(sum(amount) filter (where extract(year from day) = ${year} and day <= current_date), 0) as current
        from sales_lines where client_id = ${id}`,
    );
    const card = (await get(tok.agent, `/en/v1.0/agencies/clients/${id}`)).body.args.response;
    expect(Number(sums?.previous)).toBeGreaterThan(0);
    expect(card.revenue).toEqual({
      previous_year: year - 1,
      previous_year_amount: Number(sums?.previous),
      current_year: year,
      current_year_amount: Number(sums?.current),
    });
    // A client without sales reads 0, not an error.
    const none = await idOf(t, 'clients', 'company_name', 'Cucine Romane S.r.l.');
    await t.database.db.execute(sql`delete from sales_daily where client_id = ${none}`);
    const empty = (await get(tok.agent2, `/en/v1.0/agencies/clients/${none}`)).body.args.response;
    expect(empty.revenue).toMatchObject({ previous_year_amount: 0, current_year_amount: 0 });
  });

  it('answers the client card with its extras; another agency’s client is a 404 like a missing one', async () => {
    const id = await idOf(t, 'clients', 'code', 'MB0001');
    const admin = await get(tok.admin, `/en/v1.0/admin/clients/${id}`);
    const year = new Date().getFullYear();
    expect(admin.body.args.response).toMatchObject({
      company_name: 'Arredamenti Brambilla S.r.l.',
      card_status: 'confirmed',
      card_status_label: 'Confirmed',
      client_status: 'active',
      revenue: { previous_year: year - 1, current_year: year },
      vat_number: '01234560157',
      province: 'MB',
      country: 'IT',
      country_label: 'Italy',
      agency: { id: nord, code: 'AG-NORD' },
      deletion: null,
    });
    // The country's name in the request's language, so the browser builds no Intl.DisplayNames.
    const french = await get(tok.admin, `/fr/v1.0/admin/clients/${id}`);
    expect(french.body.args.response.country_label).toBe('Italie');
    expect((await get(tok.agent, `/en/v1.0/admin/clients/${id}`)).status).toBe(403);
    expect((await get(tok.agent, `/en/v1.0/agencies/clients/${id}`)).status).toBe(200);
    const other = await get(tok.agent2, `/en/v1.0/agencies/clients/${id}`);
    const missing = await get(tok.agent2, '/en/v1.0/agencies/clients/987654');
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });

  it('lists clients for pickers and tells whether a company is an active client', async () => {
    const options = await get(tok.agent2, '/en/v1.0/agencies/get-clients');
    expect(options.body.args.response).toHaveLength(10);
    expect(options.body.args.response[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), company_name: expect.any(String), agency_id: sud }),
    );
    const active = await idOf(t, 'clients', 'code', 'RM0004');
    const prospect = await idOf(t, 'clients', 'company_name', 'Cucine Romane S.r.l.');
    expect((await get(tok.agent2, `/en/v1.0/agencies/is-client/${active}`)).body.args.response).toEqual({
      id: active,
      is_client: true,
      client_status: 'active',
      sheet_status: 'confirmed',
    });
    expect((await get(tok.agent2, `/en/v1.0/agencies/is-client/${prospect}`)).body.args.response.is_client).toBe(false);
    expect((await get(tok.agent, `/en/v1.0/agencies/is-client/${active}`)).status).toBe(404);
  });

  it('shows the quotation software access of a client of the agency', async () => {
    const id = await idOf(t, 'clients', 'code', 'MB0001');
    const res = await get(tok.agent, `/en/v1.0/software-pr-or/detail/agent/${nord}/client/${id}`);
    expect(res.body.args.response).toMatchObject({
      client_id: id,
      agency_id: nord,
      enabled: true,
      username: 'brambilla.mb0001',
    });
    expect(res.body.args.response.since).toMatch(/^2024-02-12T/);
    const none = await idOf(t, 'clients', 'company_name', 'Il Salotto di Como S.r.l.');
    expect(
      (await get(tok.admin, `/en/v1.0/software-pr-or/detail/agent/${nord}/client/${none}`)).body.args.response,
    ).toMatchObject({
      enabled: false,
      since: null,
      username: null,
    });
    expect((await get(tok.admin, `/en/v1.0/software-pr-or/detail/agent/${sud}/client/${id}`)).status).toBe(404);
    expect((await get(tok.agent2, `/en/v1.0/software-pr-or/detail/agent/${nord}/client/${id}`)).status).toBe(404);
  });
});

describe('generic/search', () => {
  it('needs at least 2 characters and answers only clients in scope', async () => {
    const short = await get(tok.admin, '/en/v1.0/generic/search?q=m');
    expect(short).toMatchObject({ status: 400, body: { args: { error: { message: 'Enter at least 2 characters' } } } });
    const admin = await get(tok.admin, '/en/v1.0/generic/search?q=cucin');
    const found = admin.body.args.response.results.map((r: { company_name: string }) => r.company_name);
    expect(found).toEqual([
      'Cucine & Living Varese S.r.l.',
      'Cucine Capitoline S.r.l.',
      'Cucine Romane S.r.l.',
      'Spazio Cucina Brescia S.r.l.',
    ]);
    expect(admin.body.args.response.results[1]).toEqual({
      id: expect.any(Number),
      company_name: 'Cucine Capitoline S.r.l.',
      city: 'Roma',
      province: 'RM',
      code: 'RM0004',
      agency: 'Rappresentanze Centro-Sud',
    });
    const agent = await get(tok.agent, '/en/v1.0/generic/search?q=cucin');
    expect(agent.body.args.response.results.map((r: { company_name: string }) => r.company_name)).toEqual([
      'Cucine & Living Varese S.r.l.',
      'Spazio Cucina Brescia S.r.l.',
    ]);
    expect((await get(tok.agent, '/en/v1.0/generic/search?q=RM0004')).body.args.response.results).toEqual([]);
    expect((await get(tok.admin, '/en/v1.0/generic/search?q=sondrio')).body.args.response.results).toEqual([]);
    expect((await get(tok.admin, '/en/v1.0/generic/search?q=100%25')).body.args.response.results).toEqual([]);
  });

  it('uses the trigram index', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from clients c where lower(c.company_name || ' ' || coalesce(c.code, '') || ' ' || coalesce(c.city, '') || ' ' || coalesce(c.vat_number, '')) like '%cucin%'`,
      );
    });
    expect(JSON.stringify(plan)).toContain('clients_search_trgm_idx');
  });
});

describe('deleting a client', () => {
  it('an agent asks with a reason; staff complete it; the client leaves the lists, its data stays', async () => {
    const id = await idOf(t, 'clients', 'company_name', 'Casa Moderna Lodi S.r.l.');
    const del = (token: string, path: string, payload?: object, lang = 'en') =>
      t.call({ method: 'DELETE', url: `/${lang}/v1.0/${path}/${id}`, token, payload });
    expect((await del(tok.agent, 'agent/client-delete', {}, 'it')).body.args.error.message).toBe(
      'Scrivi il motivo della cancellazione',
    );
    expect((await del(tok.agent2, 'agent/client-delete', { reason: 'x' })).status).toBe(404);
    expect((await del(tok.agent, 'admin/client-delete', { reason: 'x' })).status).toBe(403);
    expect((await del(tok.admin, 'agent/client-delete', { reason: 'x' })).status).toBe(403);
    expect((await del(tok.customer, 'agent/client-delete', { reason: 'x' })).status).toBe(403);
    const asked = await del(tok.agent, 'agent/client-delete', { reason: 'Chiude il negozio' });
    expect(asked.body.args.response).toEqual({ message: 'Deletion requested', client_status: 'deletion_requested' });
    expect((await del(tok.agent, 'agent/client-delete', { reason: 'ancora' })).status).toBe(409);
    // Asked for deletion, the client waits for staff: its sheet no longer changes (an outside
    // tester saved it after asking), and the form offers no action.
    const pending = await t.call({
      method: 'POST',
      url: `/it/v1.0/agencies/schede/client-set/${id}`,
      token: tok.agent,
      payload: { action: 'save', scheda_fields: { legal_seat: { company_name: 'X' } } },
    });
    expect(pending).toMatchObject({
      status: 409,
      body: {
        args: {
          error: { message: 'È stata chiesta la cancellazione del cliente: la sua scheda non si può più modificare' },
        },
      },
    });
    const form = await get(tok.agent, `/en/v1.0/agencies/schede/client-form/${id}`);
    expect(form.body.args.response.actions).toEqual([]);
    const done = await del(tok.sales, 'admin/client-delete');
    expect(done.body.args.response).toEqual({ message: 'Client deleted', client_status: 'deleted' });
    expect(names(await get(tok.agent, '/en/v1.0/agencies/clients?pageSize=100'))).not.toContain(
      'Casa Moderna Lodi S.r.l.',
    );
    expect((await get(tok.agent, '/en/v1.0/generic/search?q=lodi')).body.args.response.results).toEqual([]);
    const card = await get(tok.admin, `/en/v1.0/admin/clients/${id}`);
    expect(card.body.args.response).toMatchObject({
      client_status: 'deleted',
      vat_number: expect.any(String),
      deletion: { reason: 'Chiude il negozio', requested_by: 'Luca Colombo' },
    });
    expect((await del(tok.admin, 'admin/client-delete', { reason: 'x' })).status).toBe(409);
    const edit = await t.call({
      method: 'POST',
      url: `/en/v1.0/agencies/schede/client-set/${id}`,
      token: tok.agent,
      payload: { is_edited: true, scheda_fields: { legal_seat: { company_name: 'X' } } },
    });
    expect(edit).toMatchObject({
      status: 409,
      body: { args: { error: { message: 'A deleted client cannot be changed' } } },
    });
    const audit = await rows(
      t,
      sql`select action, actor_user_id is not null as actor from audit_events
      where entity = 'client' and entity_id = ${String(id)} order by id`,
    );
    expect(audit).toEqual([
      { action: 'client.deletion_requested', actor: true },
      { action: 'client.deleted', actor: true },
    ]);
  });
});

describe('printing client lists', () => {
  const print = (token: string, path: string, payload: object, lang = 'it') =>
    t.call({ method: 'POST', url: `/${lang}/v1.0/${path}`, token, payload });

  it('prints an agency’s clients to xlsx behind a short-lived download link', async () => {
    const res = await print(tok.admin, 'admin/agencies/clients/print', { output: 'xlsx', agencies_id: [sud] });
    expect(res.status).toBe(200);
    const link: string = res.body.args.response.message;
    expect(link).toMatch(/^http:\/\/portal\.test\/it\/v1\.0\/exports\/[A-Za-z0-9_-]{43}$/);
    const file = await t.app.inject({ method: 'GET', url: link.replace('http://portal.test', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="Elenco clienti - \d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.getWorksheet('Clienti');
    expect(sheet?.rowCount).toBe(11);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Ragione sociale');
    const companies = Array.from({ length: 10 }, (_, i) => sheet?.getRow(i + 2).getCell(2).value);
    expect(companies).toContain('Cucine Capitoline S.r.l.');
    expect(companies).not.toContain('Arredamenti Brambilla S.r.l.');
  });

  it('prints chosen clients to PDF; an agent cannot print another agency’s', async () => {
    const id = await idOf(t, 'clients', 'code', 'MB0001');
    const res = await print(tok.agent, 'agencies/clients/print', { output: 'pdf', clients_id: id }, 'en');
    const file = await t.app.inject({
      method: 'GET',
      url: res.body.args.response.message.replace('http://portal.test', ''),
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Arredamenti Brambilla S.r.l.');
    expect(text).toContain('Client list');
    const other = await print(tok.agent2, 'agencies/clients/print', { output: 'pdf', clients_id: [id] }, 'en');
    expect(other).toMatchObject({
      status: 404,
      body: { args: { error: { message: 'There are no clients to print' } } },
    });
    expect((await print(tok.agent, 'admin/agencies/clients/print', { output: 'pdf' })).status).toBe(403);
    expect((await print(tok.customer, 'agencies/clients/print', { output: 'pdf' })).status).toBe(403);
    expect((await print(tok.admin, 'admin/agencies/clients/print', { output: 'doc' })).status).toBe(400);
  });

  it('prints company names in Greek and Cyrillic letters to PDF', async () => {
    const names = ['Θεσσαλονίκη Έπιπλα Α.Ε.', 'Київ Меблі ТОВ'];
    const ids: number[] = [];
    for (const company_name of names) {
      const saved = await t.call({
        method: 'POST',
        url: '/en/v1.0/agencies/schede/client-set',
        token: tok.agent,
        payload: { is_edited: true, scheda_fields: { legal_seat: { company_name }, agency: { agency_id: nord } } },
      });
      expect(saved.status).toBe(200);
      ids.push(saved.body.args.response.client_id);
    }
    const res = await print(tok.agent, 'agencies/clients/print', { output: 'pdf', clients_id: ids }, 'en');
    const file = await t.app.inject({
      method: 'GET',
      url: res.body.args.response.message.replace('http://portal.test', ''),
    });
    const text = await pdfText(file.rawPayload);
    for (const name of names) expect(text).toContain(name);
    expectDejaVuOnly(file.rawPayload);
  });

  it('answers an expired or unknown link with the JSON envelope', async () => {
    const res = await print(tok.admin, 'admin/agencies/clients/print', { output: 'pdf', agencies_id: nord }, 'fr');
    await t.database.db.execute(sql`update export_links set expires_at = now() - interval '1 second'`);
    const expired = await t.call({
      method: 'GET',
      url: res.body.args.response.message.replace('http://portal.test', ''),
    });
    expect(expired).toMatchObject({
      status: 404,
      body: {
        code: 404,
        args: { error: { message: 'Ce lien de téléchargement a expiré, imprimez de nouveau la liste' } },
      },
    });
    expect((await t.call({ method: 'GET', url: `/en/v1.0/exports/${'x'.repeat(43)}` })).status).toBe(404);
  });
});
