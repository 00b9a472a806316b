import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/crypto';
import { renderSheetPdf } from '../../src/modules/sheets/sheet-pdf';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { expectDejaVuOnly, pdfText } from '../helpers/pdf';
import { completeFields, demoAgencies, idOf, rows } from './helpers';

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

const set = (token: string, path: string, payload: object, lang = 'en') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/${path}`, token, payload });

describe('who may use the sheet paths', () => {
  it('answers 401 without a token and 403 to customers on every sheet path', async () => {
    const paths = [
      ['GET', 'admin/schede/client-form'],
      ['GET', 'agencies/schede/client-form'],
      ['GET', 'admin/schede/status-clients'],
      ['GET', 'arrex/scheda-vuota'],
      ['GET', 'arrex/attachments/1'],
      ['PUT', 'admin/schede/client-confirmed/1'],
      ['POST', 'admin/schede/client-set'],
      ['POST', 'agencies/schede/client-set'],
    ] as const;
    for (const [method, path] of paths) {
      expect((await t.call({ method, url: `/en/v1.0/${path}`, payload: {} })).status, path).toBe(401);
      const res = await t.call({ method, url: `/en/v1.0/${path}`, token: tok.customer, payload: {} });
      expect(res.status, path).toBe(403);
      expect(res.body.args.error.message).toBe('You are not allowed to do this');
    }
  });

  it('keeps staff on admin paths and agents on agencies paths', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/en/v1.0/agencies/schede/client-form', token: tok.admin })).status,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/schede/client-form', token: tok.agent })).status).toBe(
      403,
    );
    expect((await t.call({ method: 'GET', url: '/en/v1.0/admin/schede/client-form', token: tok.sales })).status).toBe(
      200,
    );
    const blank = await t.call({ method: 'GET', url: '/en/v1.0/agencies/schede/client-form', token: tok.agent });
    expect(blank.status).toBe(200);
    expect(blank.body.args.response).toMatchObject({ client: null, sheet: null, agencies: [{ id: nord }] });
    expect(blank.body.args.response.scheda_fields.agency.agency_id).toBe(nord);
  });
});

describe('a sheet from draft to confirmed and renewed', () => {
  let clientId: number;

  it('an agent saves a new client as a draft, filed under their agency', async () => {
    const fields = { legal_seat: { company_name: 'Nuovi Interni Meneghini S.r.l.' }, agency: { agency_id: sud } };
    const res = await set(tok.agent, 'agencies/schede/client-set', { is_edited: true, scheda_fields: fields });
    expect(res.status).toBe(200);
    expect(res.body.args.response).toMatchObject({
      message: 'Saved',
      sheet: { version: 1, status: 'draft', is_edited: true },
    });
    clientId = res.body.args.response.client_id;
    const [client] = await rows<{ agency_id: number; status: string }>(
      t,
      sql`select agency_id, status from clients where id = ${clientId}`,
    );
    expect(client).toEqual({ agency_id: nord, status: 'prospect' });
    const audit = await rows(
      t,
      sql`select action from audit_events where entity = 'client' and entity_id = ${String(clientId)}`,
    );
    expect(audit).toEqual([{ action: 'client.created' }]);
  });

  it('the other agency’s agent gets the same 404 as for a missing client', async () => {
    const other = await t.call({
      method: 'GET',
      url: `/en/v1.0/agencies/schede/client-form/${clientId}`,
      token: tok.agent2,
    });
    const missing = await t.call({
      method: 'GET',
      url: '/en/v1.0/agencies/schede/client-form/999999',
      token: tok.agent2,
    });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    const write = await set(tok.agent2, `agencies/schede/client-set/${clientId}`, {
      is_edited: true,
      scheda_fields: completeFields('X', sud),
    });
    expect(write.status).toBe(404);
  });

  it('save for signature checks the complete sheet, one message per field, in the request language', async () => {
    const fields = completeFields('Nuovi Interni Meneghini S.r.l.', nord);
    fields.bank.iban = 'IT61X0542811101000000123456';
    fields.legal_seat.province = 'M';
    fields.contacts.tax_code = 'RSSMRA85T10A562T';
    fields.bank.abi = '054A8';
    fields.emails.administrative = 'nope';
    fields.invoicing.sdi_code = '0000000';
    const res = await set(
      tok.agent,
      `agencies/schede/client-set/${clientId}`,
      { is_edited: false, scheda_fields: fields },
      'it',
    );
    expect(res.status).toBe(400);
    expect(res.body.args.error.fields).toEqual({
      'scheda_fields.legal_seat.province': 'La provincia deve essere di 2 caratteri',
      'scheda_fields.contacts.tax_code': 'Codice fiscale non valido',
      'scheda_fields.emails.administrative': 'Email non valida',
      'scheda_fields.emails.pec': 'Con codice SDI 0000000 è obbligatoria la PEC',
      'scheda_fields.bank.abi': 'inserire solo valori numerici',
      'scheda_fields.bank.iban': 'IBAN non valido',
    });
    const pec = completeFields('Nuovi Interni Meneghini S.r.l.', nord);
    pec.invoicing.sdi_code = '0000000';
    const res2 = await set(
      tok.agent,
      `agencies/schede/client-set/${clientId}`,
      { is_edited: false, scheda_fields: pec },
      'fr',
    );
    expect(res2.body.args.error.fields).toEqual({
      'scheda_fields.emails.pec': 'Avec le code 0000000, un e-mail certifié (PEC) est obligatoire',
    });
  });

  it('a valid sheet becomes ready, and sending it needs the signer e-mail', async () => {
    const res = await set(tok.agent, `agencies/schede/client-set/${clientId}`, {
      is_edited: false,
      scheda_fields: completeFields('Nuovi Interni Meneghini S.r.l.', nord),
    });
    expect(res.body.args.response.sheet).toMatchObject({ version: 1, status: 'ready', is_edited: false });
    const [client] = await rows(t, sql`select vat_number, city, province from clients where id = ${clientId}`);
    expect(client).toEqual({ vat_number: '01234560157', city: 'Milano', province: 'MI' });
    const noEmail = await set(tok.agent, `agencies/schede/client-set/${clientId}`, { action: 'send' }, 'es');
    expect(noEmail).toMatchObject({
      status: 400,
      body: { args: { error: { message: 'Introduzca el correo del firmante' } } },
    });
  });

  it('send for signature opens a hashed link, logs the event and e-mails the signer in one go', async () => {
    const res = await set(tok.agent, `agencies/schede/client-set/${clientId}`, {
      action: 'send',
      'signature-email': 'titolare@meneghini.example.it',
      language: 'fr',
    });
    expect(res.status).toBe(200);
    expect(res.body.args.response).toMatchObject({
      message: 'Sheet sent',
      sheet: { status: 'sent', signature_email: 'titolare@meneghini.example.it' },
    });
    const [mail] = await rows<{ to: string; text: string; template: string; subject: string }>(
      t,
      sql`select "to", text, template, subject from outbox where template = 'sheet-signature-request' order by id desc limit 1`,
    );
    expect(mail).toMatchObject({
      to: 'titolare@meneghini.example.it',
      subject: 'Fiche client de Nuovi Interni Meneghini S.r.l. à signer',
    });
    const token = /http:\/\/portal\.test\/sign\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const [request] = await rows<{ token_hash: string; status: string; language: string; days: number }>(
      t,
      sql`select r.token_hash, r.status, r.language, round(extract(epoch from r.expires_at - now()) / 86400) as days
        from sign_requests r join sheets s on s.id = r.sheet_id where s.client_id = ${clientId}`,
    );
    expect(request).toMatchObject({ token_hash: sha256(token as string), status: 'open', language: 'fr' });
    expect(Number(request?.days)).toBe(30);
    const events = await rows(
      t,
      sql`select e.event from sign_events e join sign_requests r on r.id = e.sign_request_id
      join sheets s on s.id = r.sheet_id where s.client_id = ${clientId}`,
    );
    expect(events).toEqual([{ event: 'sent' }]);
  });

  it('refuses what the state does not allow, with a clear 409 in the request language', async () => {
    const again = await set(tok.agent, `agencies/schede/client-set/${clientId}`, { action: 'send' }, 'es');
    expect(again).toMatchObject({
      status: 409,
      body: { args: { error: { message: 'Acción no posible mientras la ficha está «Enviada para la firma»' } } },
    });
    const edit = await set(tok.agent, `agencies/schede/client-set/${clientId}`, {
      is_edited: true,
      scheda_fields: completeFields('Altro nome', nord),
    });
    expect(edit.status).toBe(409);
    const confirm = await t.call({
      method: 'PUT',
      url: `/it/v1.0/admin/schede/client-confirmed/${clientId}`,
      token: tok.admin,
    });
    expect(confirm).toMatchObject({
      status: 409,
      body: { args: { error: { message: 'Azione non possibile mentre la scheda è “Inviata per la firma”' } } },
    });
    const renew = await set(tok.agent, `agencies/schede/client-set/${clientId}`, { action: 'renew' });
    expect(renew.status).toBe(409);
  });

  it('only staff send a revision, with a note; the open link is revoked', async () => {
    const agent = await set(tok.agent, `agencies/schede/client-set/${clientId}`, { action: 'revision', note: 'x' });
    expect(agent).toMatchObject({
      status: 403,
      body: { args: { error: { message: 'You are not allowed to do this on the sheet' } } },
    });
    const noNote = await set(tok.admin, `admin/schede/client-set/${clientId}`, { action: 'revision' });
    expect(noNote.body.args.error.fields).toEqual({ note: 'Write a note for the revision' });
    const res = await set(tok.sales, `admin/schede/client-set/${clientId}`, {
      action: 'revision',
      note: 'Manca la PEC',
    });
    expect(res.body.args.response.sheet).toMatchObject({
      status: 'revision',
      revision_note: 'Manca la PEC',
      version: 1,
    });
    const [request] = await rows(
      t,
      sql`select r.status from sign_requests r join sheets s on s.id = r.sheet_id where s.client_id = ${clientId}`,
    );
    expect(request).toEqual({ status: 'revoked' });
  });

  it('an edit after sending keeps the sent version and makes a new one', async () => {
    const fields = completeFields('Nuovi Interni Meneghini S.r.l.', nord);
    fields.emails.pec = 'meneghini@pec.it';
    const res = await set(tok.agent, `agencies/schede/client-set/${clientId}`, {
      action: 'send',
      scheda_fields: fields,
    });
    expect(res.body.args.response.sheet).toMatchObject({ version: 2, status: 'sent' });
    const versions = await rows(
      t,
      sql`select version, status, fields->'emails'->>'pec' as pec from sheets where client_id = ${clientId} order by version`,
    );
    expect(versions).toEqual([
      { version: 1, status: 'revision', pec: '' },
      { version: 2, status: 'sent', pec: 'meneghini@pec.it' },
    ]);
  });

  it('admin confirms a signed sheet: the client becomes active; agents cannot', async () => {
    // The public signing flow (modules/signing) signs; here the database is moved as it would.
    await t.database.db.execute(
      sql`update sheets set status = 'signed', signed_at = now() where client_id = ${clientId} and version = 2`,
    );
    const agent = await t.call({
      method: 'PUT',
      url: `/en/v1.0/admin/schede/client-confirmed/${clientId}`,
      token: tok.agent,
    });
    expect(agent.status).toBe(403);
    const res = await t.call({
      method: 'PUT',
      url: `/en/v1.0/admin/schede/client-confirmed/${clientId}`,
      token: tok.admin,
    });
    expect(res.body.args.response).toMatchObject({
      message: 'Client confirmed',
      sheet: { status: 'confirmed', version: 2 },
    });
    const [client] = await rows(t, sql`select status from clients where id = ${clientId}`);
    expect(client).toEqual({ status: 'active' });
    const twice = await t.call({
      method: 'PUT',
      url: `/en/v1.0/admin/schede/client-confirmed/${clientId}`,
      token: tok.admin,
    });
    expect(twice.status).toBe(409);
  });

  it('renew starts a new draft version from the confirmed one, which never changes', async () => {
    const before = await rows(
      t,
      sql`select fields, signed_at from sheets where client_id = ${clientId} and version = 2`,
    );
    const res = await set(tok.agent, `agencies/schede/client-set/${clientId}`, { action: 'renew' });
    expect(res.body.args.response).toMatchObject({
      message: 'New version of the sheet created',
      sheet: { version: 3, status: 'draft' },
    });
    const edit = await set(tok.agent, `agencies/schede/client-set/${clientId}`, {
      is_edited: true,
      scheda_fields: completeFields('Nuovi Interni Meneghini S.r.l. (rinnovo)', nord),
    });
    expect(edit.body.args.response.sheet).toMatchObject({ version: 3, status: 'draft' });
    expect(
      await rows(t, sql`select fields, signed_at from sheets where client_id = ${clientId} and version = 2`),
    ).toEqual(before);
    const form = await t.call({
      method: 'GET',
      url: `/en/v1.0/agencies/schede/client-form/${clientId}`,
      token: tok.agent,
    });
    expect(form.body.args.response).toMatchObject({
      sheet: { version: 3, status: 'draft' },
      actions: ['save', 'save_for_signature'],
      client: { status: 'active', agency: { id: nord } },
    });
    expect(form.body.args.response.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const actions = await rows<{ action: string }>(
      t,
      sql`select action from audit_events where entity = 'sheet' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'sheet.save',
      'sheet.save_for_signature',
      'sheet.send',
      'sheet.revision',
      'sheet.send',
      'sheet.confirm',
      'sheet.renew',
      'sheet.save',
    ]);
  });

  it('a revision of a signed sheet is a new version; the signed one stays as it was', async () => {
    const signed = await idOf(t, 'clients', 'company_name', 'Il Salotto di Como S.r.l.');
    const res = await set(tok.admin, `admin/schede/client-set/${signed}`, {
      action: 'revision',
      note: 'Aggiornare la banca',
    });
    expect(res.body.args.response.sheet).toMatchObject({ version: 2, status: 'revision' });
    expect(await rows(t, sql`select version, status from sheets where client_id = ${signed} order by version`)).toEqual(
      [
        { version: 1, status: 'signed' },
        { version: 2, status: 'revision' },
      ],
    );
  });

  it('staff must choose an existing agency for a new client', async () => {
    const none = await set(tok.admin, 'admin/schede/client-set', {
      is_edited: true,
      scheda_fields: { legal_seat: { company_name: 'Senza Agenzia S.r.l.' } },
    });
    expect(none).toMatchObject({ status: 400, body: { args: { error: { message: 'Choose the agency' } } } });
    const wrong = await set(tok.admin, 'admin/schede/client-set', {
      is_edited: true,
      scheda_fields: { legal_seat: { company_name: 'Senza Agenzia S.r.l.' }, agency: { agency_id: 99999 } },
    });
    expect(wrong.status).toBe(400);
    const ok = await set(tok.admin, 'admin/schede/client-set', {
      action: 'save_for_signature',
      scheda_fields: completeFields('Cucine del Tevere S.r.l.', sud),
    });
    expect(ok.body.args.response.sheet.status).toBe('ready');
    const [client] = await rows(t, sql`select agency_id from clients where id = ${ok.body.args.response.client_id}`);
    expect(client).toEqual({ agency_id: sud });
  });
});

describe('status-clients (the registry)', () => {
  it('lists sheets by state for staff, by query or by body, with localized headers', async () => {
    const get = await t.call({
      method: 'GET',
      url: '/fr/v1.0/admin/schede/status-clients?status=sent',
      token: tok.sales,
    });
    expect(get.status).toBe(200);
    const names = get.body.args.response.rows.map((r: { company_name: string }) => r.company_name).sort();
    expect(names).toEqual(['Arredo Casa Brianza S.n.c.', 'Casa & Stile Napoli S.r.l.', 'Interni Partenopei S.r.l.']);
    expect(get.body.args.response.rows[0].sheet_status_label).toBe('Envoyée pour signature');
    expect(get.body.args.response.table_headers[1]).toEqual({ key: 'company_name', label: 'Société' });
    const post = await t.call({
      method: 'POST',
      url: '/fr/v1.0/admin/schede/status-clients',
      token: tok.sales,
      payload: { status: 'sent' },
    });
    expect(post.body.args.response.rows).toEqual(get.body.args.response.rows);
    expect(
      (await t.call({ method: 'GET', url: '/en/v1.0/admin/schede/status-clients', token: tok.agent })).status,
    ).toBe(403);
  });

  it('shows every version with its signing history and applies staff actions', async () => {
    const id = await idOf(t, 'clients', 'company_name', 'Interni Partenopei S.r.l.');
    const history = await t.call({
      method: 'GET',
      url: `/en/v1.0/admin/schede/status-clients/${id}`,
      token: tok.admin,
    });
    expect(history.body.args.response.versions.map((v: { status: string }) => v.status)).toEqual(['sent', 'confirmed']);
    expect(
      history.body.args.response.versions[1].sign_requests[0].events.map((e: { event: string }) => e.event),
    ).toContain('signed');
    const revision = await t.call({
      method: 'POST',
      url: `/en/v1.0/admin/schede/status-clients/${id}`,
      token: tok.admin,
      payload: { action: 'revision', note: 'Sconto da rivedere' },
    });
    expect(revision.body.args.response.sheet).toMatchObject({ status: 'revision', version: 2 });
    const bad = await t.call({
      method: 'POST',
      url: `/en/v1.0/admin/schede/status-clients/${id}`,
      token: tok.admin,
      payload: { action: 'confirm' },
    });
    expect(bad.status).toBe(409);
  });
});

describe('documents', () => {
  it('renders the sheet PDF with the client’s name, accents and the euro sign', async () => {
    const pdf = await renderSheetPdf(
      {
        version: 2,
        status: 'signed',
        fields: completeFields('Società Àrredi Perù S.r.l.', nord),
        signatureEmail: 'x@y.it',
      },
      { companyName: 'Società Àrredi Perù S.r.l.', code: 'MI0009', agencyName: 'Agenzia Lombarda Arredo' },
      'it',
      { compress: false },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Società Àrredi Perù S.r.l.');
    expect(text).toContain('Né più né meno: 1.000 €');
    expect(text).toContain('Agenzia Lombarda Arredo');
    expect(text).toContain('Dati bancari');
  });

  it('lists and serves the sheet PDFs of a client in scope only', async () => {
    const id = await idOf(t, 'clients', 'company_name', 'Mobili Rota & Figli S.n.c.');
    const list = await t.call({ method: 'GET', url: `/en/v1.0/arrex/attachments/${id}`, token: tok.agent });
    // Version 1 was signed and confirmed: its signed PDF is listed too; the draft has none.
    expect(list.body.args.response.attachments.map((a: { id: string }) => a.id)).toEqual([
      'sheet-2',
      'signed-1',
      'sheet-1',
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: list.body.args.response.attachments[2].url,
      headers: { 'access-token': tok.agent },
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(
      'attachment; filename="Client sheet - Mobili Rota & Figli S.n.c. - v1.pdf"',
    );
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Mobili Rota & Figli S.n.c.');
    // The country as the reader says it, as on every screen (issue 9), not its code.
    expect(text).toContain('Italy');
    expect(text).not.toMatch(/Country\s*IT\b/);
    expect((await t.call({ method: 'GET', url: `/en/v1.0/arrex/attachments/${id}`, token: tok.agent2 })).status).toBe(
      404,
    );
    const missing = await t.call({ method: 'GET', url: `/en/v1.0/arrex/attachments/${id}/signed-2`, token: tok.agent });
    expect(missing).toMatchObject({ status: 404, body: { code: 404 } });
  });

  it('serves the sheet PDF of a client named in Polish, Greek or Cyrillic letters', async () => {
    for (const company_name of ['Łódź Meble Sp. z o.o.', 'Θεσσαλονίκη Έπιπλα Α.Ε.', 'Київ Меблі ТОВ']) {
      const saved = await set(tok.agent, 'agencies/schede/client-set', {
        is_edited: true,
        scheda_fields: { legal_seat: { company_name, city: 'Łódź' }, agency: { agency_id: nord } },
      });
      expect(saved.status).toBe(200);
      const file = await t.app.inject({
        method: 'GET',
        url: `/en/v1.0/arrex/attachments/${saved.body.args.response.client_id}/sheet-1`,
        headers: { 'access-token': tok.agent },
      });
      expect(file.statusCode).toBe(200);
      const text = await pdfText(file.rawPayload);
      expect(text).toContain(company_name);
      expect(text).toContain('Łódź');
      expectDejaVuOnly(file.rawPayload);
    }
  });

  it('serves the blank sheet in the embedded fonts', async () => {
    const blank = await t.app.inject({
      method: 'GET',
      url: '/en/v1.0/arrex/scheda-vuota',
      headers: { 'access-token': tok.sales },
    });
    expectDejaVuOnly(blank.rawPayload);
  });

  it('serves the blank sheet and the legal texts in four languages', async () => {
    const blank = await t.app.inject({
      method: 'GET',
      url: '/es/v1.0/arrex/scheda-vuota',
      headers: { 'access-token': tok.sales },
    });
    expect(blank.statusCode).toBe(200);
    expect(blank.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(blank.rawPayload);
    expect(text).toContain('Ficha de cliente (formulario para rellenar)');
    expect(text).toContain('IBAN *');
    const titles = new Set<string>();
    for (const lang of ['it', 'en', 'fr', 'es']) {
      for (const path of ['privacy', 'condizioni-vendita']) {
        const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/arrex/schede/${path}` });
        expect(res.status).toBe(200);
        expect(res.body.args.response.body.length).toBeGreaterThan(2);
        titles.add(res.body.args.response.title);
      }
    }
    expect(titles.size).toBe(8);
  });
});
