import { createHash } from 'node:crypto';
import type { AdhesionFormInput } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf';
import { startSmtpCatcher } from '../helpers/smtp';
import { acceptAndGetCode, mailsTo, signUrl } from '../signing/fixtures';
import { dayFrom, input, marker, write } from './helpers';

/** Promotion adhesions: the form, a customer's adhesion signed with the engine, staff's list and export. */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let tok: DemoTokens & { press: string; customer2: string };
let customerEmail: string;
let customer2Email: string;

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

const form = (over: Partial<AdhesionFormInput> = {}): AdhesionFormInput => ({
  fields: [
    { key: 'pieces', type: 'number', required: true, labels: { it: 'Pezzi', fr: 'Pièces', en: 'Pieces' } },
    {
      key: 'finish',
      type: 'choice',
      required: true,
      labels: { it: 'Finitura', fr: 'Finition' },
      options: [
        { key: 'oak', labels: { it: 'Rovere', fr: 'Chêne' } },
        { key: 'walnut', labels: { it: 'Noce', fr: 'Noyer' } },
      ],
    },
    { key: 'display', type: 'checkbox', required: false, labels: { it: 'Espositore' } },
    { key: 'notes', type: 'text', required: false, labels: { it: 'Note' } },
  ],
  conditions: { it: 'Condizioni valide fino a esaurimento.', fr: 'Conditions valables jusqu’à épuisement.' },
  opens_on: dayFrom(-1),
  ...over,
});

async function promotion(over: Parameters<typeof input>[1] = {}, adhesion: AdhesionFormInput | null = form()) {
  return write(t, tok.admin, 'promotion', { ...input(marker('promo'), over), adhesion });
}

const adhere = (id: number, token: string, values: Record<string, unknown>, lang = 'fr') =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/content/item/${id}/adhesion`, token, payload: { values } });

/** A download's bytes (the test app's `call` reads JSON). */
async function raw(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'access-token': token } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

const good = { pieces: '12', finish: 'oak', display: true, notes: 'Consegna a marzo' };

async function signAdhesion(signToken: string, email: string, lang: 'fr' | 'it' = 'fr') {
  const code = await acceptAndGetCode(t, smtp, signToken, email, lang);
  const signed = await t.call({
    method: 'POST',
    url: signUrl(signToken, lang),
    payload: { code, signer_name: 'Paolo Brambilla', signature: { kind: 'typed', data: 'Paolo Brambilla' } },
  });
  expect(signed.status).toBe(200);
  if (lang === 'fr')
    expect(signed.body.args.response.message).toBe('Adhésion signée : vous en recevrez une copie par e-mail');
  return signed.body.args.response;
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  // A second customer, of another (non-press) client, with the demo password.
  await t.database.db.execute(sql`
    insert into users (username, password_hash, name, surname, email, user_type, client_id, language)
    select 'customer2', u.password_hash, 'Anna', 'Rossi', 'anna.rossi@cliente2.example.it', 3,
      (select c.id from clients c where c.id <> u.client_id and c.kind is distinct from 'press' order by c.id limit 1), 'it'
    from users u where u.username = 'customer'`);
  tok = { ...(await loginAll(t)), press: await t.login('press'), customer2: await t.login('customer2') };
  const rows = (await t.database.db.execute(
    sql`select username, email from users where username in ('customer', 'customer2')`,
  )) as unknown as { rows: { username: string; email: string }[] };
  customerEmail = rows.rows.find((r) => r.username === 'customer')?.email as string;
  customer2Email = rows.rows.find((r) => r.username === 'customer2')?.email as string;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the adhesion form', () => {
  it('is written by staff with a promotion, read by each reader in their language', async () => {
    const id = await promotion();
    const edit = await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}/edit`, token: tok.sales });
    expect(edit.body.args.response.adhesion).toMatchObject({ opens_on: dayFrom(-1), closes_on: null, adhesions: 0 });
    const read = await t.call({ method: 'GET', url: `/fr/v1.0/content/item/${id}`, token: tok.customer });
    const detail = read.body.args.response.adhesion;
    expect(detail.can_adhere).toBe(true);
    expect(detail.mine).toBeNull();
    expect(detail.form.open).toBe(true);
    expect(detail.form.conditions).toBe('Conditions valables jusqu’à épuisement.');
    expect(detail.form.fields.map((f: { label: string }) => f.label)).toEqual([
      'Pièces',
      'Finition',
      'Espositore',
      'Note',
    ]);
    expect(detail.form.fields[1].options).toEqual([
      { key: 'oak', label: 'Chêne' },
      { key: 'walnut', label: 'Noyer' },
    ]);
    const agent = await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}`, token: tok.agent });
    expect(agent.body.args.response.adhesion.can_adhere).toBe(false);
  });

  it('refuses a bad form with a 400 in the request language, and a form on another kind', async () => {
    for (const bad of [
      form({ fields: [] }),
      form({ closes_on: dayFrom(-3) }),
      form({ fields: [{ key: 'x', type: 'choice', required: true, labels: { it: 'X' }, options: [] }] }),
      form({ fields: [{ key: 'Bad Key', type: 'text', required: false, labels: { it: 'X' } }] }),
      { ...form(), fields: [{ key: 'x', type: 'date', labels: { it: 'X' } }] } as unknown as AdhesionFormInput,
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/en/v1.0/content',
        token: tok.admin,
        payload: { ...input(marker('bad')), kind: 'promotion', adhesion: bad },
      });
      expect(res.status).toBe(400);
    }
    const news = await t.call({
      method: 'POST',
      url: '/en/v1.0/content',
      token: tok.admin,
      payload: { ...input(marker('news')), kind: 'news', adhesion: form() },
    });
    expect(news).toMatchObject({
      status: 400,
      body: { args: { error: { key: 'content.adhesion.errors.promotionOnly' } } },
    });
  });
});

describe('a customer adheres and signs', () => {
  it('fills, signs with the code by e-mail, gets the signed PDF; a second adhesion is refused', async () => {
    const id = await promotion();
    const started = await adhere(id, tok.customer, good);
    expect(started.status).toBe(200);
    const { token, id: adhesionId } = started.body.args.response;

    const view = await t.call({ method: 'GET', url: signUrl(token, 'fr') });
    expect(view.status).toBe(200);
    expect(view.body.args.response).toMatchObject({ kind: 'adhesion', sheet: null });
    const answers = view.body.args.response.adhesion.sections[0].fields;
    expect(answers).toContainEqual({ key: 'finish', label: 'Finition', value: 'Chêne' });
    expect(view.body.args.response.texts.conditions.body).toEqual(['Conditions valables jusqu’à épuisement.']);

    const mine = async () =>
      (await t.call({ method: 'GET', url: `/fr/v1.0/content/item/${id}`, token: tok.customer })).body.args.response
        .adhesion.mine;
    expect((await mine()).state).toBe('to_sign');

    const done = await signAdhesion(token, customerEmail);
    expect((await mine()).state).toBe('signed');

    const pdf = await raw(`/fr/v1.0/content/item/${id}/adhesion/pdf`, tok.customer);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Adhésion à la promotion');
    expect(text).toContain('Chêne');
    expect(text).toContain(done.document_sha256);

    // The copy by e-mail, with the same PDF attached.
    const copy = (await mailsTo(t, smtp, customerEmail)).findLast((m) => m.subject.startsWith('Adhésion signée'));
    expect(copy?.attachments[0]?.mimeType).toBe('application/pdf');
    expect(sha(Buffer.from(copy?.attachments[0]?.content as Uint8Array))).toBe(sha(pdf.bytes));

    // One adhesion per customer and promotion.
    const again = await adhere(id, tok.customer, good);
    expect(again).toMatchObject({ status: 409, body: { args: { error: { key: 'content.adhesion.errors.already' } } } });

    // Signed, the database refuses to change it.
    await expect(
      t.database.db.execute(sql`update promotion_adhesions set values = '{}' where id = ${adhesionId}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update sign_requests set email = 'x@y.z' where adhesion_id = ${adhesionId}`),
    ).rejects.toThrow();

    // Staff see it and export it; the PDF is theirs to download too.
    const list = await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}/adhesions`, token: tok.sales });
    expect(list.status).toBe(200);
    expect(list.body.args.response.rows).toEqual([
      expect.objectContaining({
        id: adhesionId,
        state: 'signed',
        state_label: 'Firmata',
        signer_name: 'Paolo Brambilla',
      }),
    ]);
    const xlsx = await raw(`/it/v1.0/content/item/${id}/adhesions/export`, tok.admin);
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
    const staffPdf = await raw(`/it/v1.0/content/adhesions/${adhesionId}/pdf`, tok.admin);
    expect(sha(staffPdf.bytes)).toBe(sha(pdf.bytes));

    // A promotion with adhesions is kept, its form too.
    const del = await t.call({ method: 'DELETE', url: `/it/v1.0/content/item/${id}`, token: tok.admin });
    expect(del.status).toBe(409);
  });

  it('refuses bad answers with a clear 400, never a 500', async () => {
    const id = await promotion();
    for (const values of [
      { finish: 'oak' },
      { ...good, pieces: 'dodici' },
      { ...good, finish: 'pine' },
      { ...good, display: 'yes' },
      { ...good, unknown: 'x' },
      { ...good, notes: 'x'.repeat(600) },
    ]) {
      const res = await adhere(id, tok.customer, values);
      expect(res.status).toBe(400);
      expect(res.body.args.error.message).toBeTruthy();
    }
    const notJson = await t.call({
      method: 'POST',
      url: `/fr/v1.0/content/item/${id}/adhesion`,
      token: tok.customer,
      payload: { values: 'x' },
    });
    expect(notJson.status).toBe(400);
  });

  it('lets only customers adhere: press, agents and staff are refused', async () => {
    const id = await promotion();
    for (const token of [tok.press, tok.agent, tok.admin, tok.sales]) {
      const res = await adhere(id, token, good);
      expect(res.status === 403 || res.status === 404).toBe(true);
    }
    for (const token of [tok.customer, tok.agent, tok.press]) {
      expect((await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}/adhesions`, token })).status).toBe(403);
      expect((await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}/adhesions/export`, token })).status).toBe(
        403,
      );
    }
  });

  it('refuses a closed, not yet open or withdrawn promotion, and one outside the customer’s audience', async () => {
    const closed = await promotion({}, form({ opens_on: dayFrom(-5), closes_on: dayFrom(0) }));
    const later = await promotion({}, form({ opens_on: dayFrom(3) }));
    const withdrawn = await promotion({ publish_on: dayFrom(-5), withdraw_on: dayFrom(0) });
    const agentsOnly = await promotion({ audience: ['agents'] });
    expect((await adhere(closed, tok.customer, good)).status).toBe(409);
    expect((await adhere(later, tok.customer, good)).status).toBe(409);
    expect((await adhere(withdrawn, tok.customer, good)).status).toBe(404);
    expect((await adhere(agentsOnly, tok.customer, good)).status).toBe(404);
  });

  it('never shows a customer another customer’s adhesion; a withdrawn promotion stops its open link', async () => {
    const id = await promotion();
    const started = await adhere(id, tok.customer2, good, 'it');
    expect(started.status).toBe(200);
    const { id: adhesionId, token } = started.body.args.response;
    const other = await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}`, token: tok.customer });
    expect(other.body.args.response.adhesion.mine).toBeNull();
    expect(
      (await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}/adhesion/pdf`, token: tok.customer })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/it/v1.0/content/adhesions/${adhesionId}/pdf`, token: tok.customer }))
        .status,
    ).toBe(403);
    // A new link replaces the first.
    const renewed = await t.call({
      method: 'POST',
      url: `/it/v1.0/content/item/${id}/adhesion/link`,
      token: tok.customer2,
    });
    expect(renewed.status).toBe(200);
    expect((await t.call({ method: 'GET', url: signUrl(token, 'it') })).status).toBe(410);
    // Withdrawn before signing: the link stops.
    await t.call({
      method: 'PUT',
      url: `/it/v1.0/content/item/${id}`,
      token: tok.admin,
      payload: input('withdrawn', { publish_on: dayFrom(-3), withdraw_on: dayFrom(0) }),
    });
    const stopped = await t.call({ method: 'GET', url: signUrl(renewed.body.args.response.token, 'it') });
    expect(stopped.status).toBe(410);
    expect(customer2Email).toContain('@');
  });

  it('a declined adhesion may be filled again; an expired link leaves it to sign, with a new link', async () => {
    const id = await promotion();
    const first = await adhere(id, tok.customer2, good, 'it');
    const declined = await t.call({
      method: 'POST',
      url: signUrl(first.body.args.response.token, 'it', '/decline'),
      payload: { reason: 'Ci ripensiamo' },
    });
    expect(declined.status).toBe(200);
    const list = await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}/adhesions`, token: tok.admin });
    expect(list.body.args.response.rows.map((r: { state: string }) => r.state)).toEqual(['declined']);

    const second = await adhere(id, tok.customer2, good, 'it');
    expect(second.status).toBe(200);
    const adhesionId = second.body.args.response.id;
    await t.database.db.execute(
      sql`update sign_requests set expires_at = now() - interval '1 minute' where adhesion_id = ${adhesionId}`,
    );
    const { runSigningJobs } = await import('../../src/modules/signing/jobs');
    const ran = await runSigningJobs(t.app);
    expect(ran.expired).toBeGreaterThanOrEqual(1);
    const expired = await t.call({ method: 'GET', url: signUrl(second.body.args.response.token, 'it') });
    expect(expired.status).toBe(410);
    const detail = await t.call({ method: 'GET', url: `/it/v1.0/content/item/${id}`, token: tok.customer2 });
    expect(detail.body.args.response.adhesion.mine.state).toBe('to_sign');
    const renewed = await t.call({
      method: 'POST',
      url: `/it/v1.0/content/item/${id}/adhesion/link`,
      token: tok.customer2,
    });
    expect(renewed.status).toBe(200);
    expect((await t.call({ method: 'GET', url: signUrl(renewed.body.args.response.token, 'it') })).status).toBe(200);
  });
});
