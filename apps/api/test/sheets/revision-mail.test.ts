import { messages } from '@portal/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';
import { idOf, rows } from './helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: string;
let sales: string;

const AGENT = 'agent@portal.example.it';
const AGENT2 = 'agent2@portal.example.it';
const EXTRA = 'secondo.agente@agenzie.example.it';
const DISABLED = 'agente.disabilitato@agenzie.example.it';

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await t.login('admin');
  sales = await t.login('sales');
  const [nord] = await t.database.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, 'AG-NORD'));
  // A second agent of the same agency reading English, one disabled, and agent2 in Spanish.
  await t.database.db.insert(users).values([
    {
      username: 'secondo.agente',
      email: EXTRA,
      name: 'Anna',
      surname: 'Galli',
      userType: 2,
      agencyId: nord?.id,
      language: 'en',
    },
    {
      username: 'agente.disabilitato',
      email: DISABLED,
      name: 'Piero',
      surname: 'Neri',
      userType: 2,
      agencyId: nord?.id,
      language: 'it',
      disabledAt: new Date(),
    },
  ]);
  await t.database.db.update(users).set({ language: 'es' }).where(eq(users.username, 'agent2'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Delivers the outbox and returns what arrived since `from`, by recipient. */
async function delivered(from: number) {
  await t.app.mailer.deliverDue();
  return smtp.messages.slice(from);
}

describe('sending a sheet back for revision e-mails the agency’s agents', () => {
  it('client-set: each enabled agent of the agency, in their language, with the note and the link', async () => {
    const clientId = await idOf(t, 'clients', 'company_name', 'Arredo Casa Brianza S.n.c.');
    const before = smtp.messages.length;
    const note = 'Manca la PEC & l’IBAN è da verificare <subito>';
    const res = await t.call({
      method: 'POST',
      url: `/en/v1.0/admin/schede/client-set/${clientId}`,
      token: sales,
      payload: { action: 'revision', note },
    });
    expect(res.status).toBe(200);
    expect(res.body.args.response.sheet).toMatchObject({ status: 'revision', version: 1 });

    const mails = await delivered(before);
    expect(mails.map((m) => m.to).sort()).toEqual([[AGENT], [EXTRA]]);
    const link = `http://portal.test/registry/${clientId}`;

    const italian = mails.find((m) => m.to.includes(AGENT));
    expect(italian?.subject).toBe('Scheda cliente di Arredo Casa Brianza S.n.c. da rivedere');
    expect(italian?.text).toContain('Gentile Luca Colombo,');
    expect(italian?.text).toContain('Marco Bianchi ha rimandato in revisione la scheda cliente');
    expect(italian?.text).toContain(`Nota: ${note}`);
    expect(italian?.text).toContain(`Apri la scheda cliente: ${link}`);
    expect(smtp.linkIn(italian as NonNullable<typeof italian>)).toBe(link);
    // What the staff typed is escaped in the HTML part.
    expect(italian?.html).toContain('&lt;subito&gt;');
    expect(italian?.html).not.toContain('<subito>');

    const english = mails.find((m) => m.to.includes(EXTRA));
    expect(english?.subject).toBe('Client sheet of Arredo Casa Brianza S.n.c. sent back for revision');
    expect(english?.text).toContain('Hello Anna Galli,');
    expect(english?.text).toContain('(version 1)');
    expect(english?.text).toContain(`Note: ${note}`);
    expect(english?.text).toContain(`Open the client sheet: ${link}`);

    // Queued in the revision's transaction: one outbox row per agent, now sent.
    const outbox = await rows<{ to_address: string; template: string; status: string }>(
      t,
      sql`select "to" as to_address, template, status from outbox where template = 'sheet-revision' order by "to"`,
    );
    expect(outbox).toEqual([
      { to_address: AGENT, template: 'sheet-revision', status: 'sent' },
      { to_address: EXTRA, template: 'sheet-revision', status: 'sent' },
    ]);
  });

  it('status-clients: a signed sheet becomes a new version; the other agency’s agent reads Spanish', async () => {
    const clientId = await idOf(t, 'clients', 'company_name', 'Mobili Toscani Firenze S.r.l.');
    const before = smtp.messages.length;
    const res = await t.call({
      method: 'POST',
      url: `/it/v1.0/admin/schede/status-clients/${clientId}`,
      token: admin,
      payload: { action: 'revision', note: 'Sconto da rivedere con il cliente' },
    });
    expect(res.status).toBe(200);
    expect(res.body.args.response.sheet).toMatchObject({ status: 'revision', version: 2 });

    const mails = await delivered(before);
    expect(mails.map((m) => m.to)).toEqual([[AGENT2]]);
    const mail = mails[0];
    expect(mail?.subject).toBe(
      messages.es.sheets.mail.revision.subject.replace('{{company}}', 'Mobili Toscani Firenze S.r.l.'),
    );
    expect(mail?.text).toContain('Giulia Ferrari ha devuelto para revisión la ficha de cliente');
    expect(mail?.text).toContain('(versión 2)');
    expect(mail?.text).toContain('Nota: Sconto da rivedere con il cliente');
    expect(mail?.text).toContain(`Abrir la ficha de cliente: http://portal.test/registry/${clientId}`);
  });

  it('a refused revision e-mails no one', async () => {
    const confirmed = await idOf(t, 'clients', 'company_name', 'Cucine Capitoline S.r.l.');
    const sent = await idOf(t, 'clients', 'company_name', 'Casa & Stile Napoli S.r.l.');
    const before = smtp.messages.length;
    const attempts = [
      // Not from "confirmed".
      { url: `admin/schede/status-clients/${confirmed}`, token: admin, payload: { action: 'revision', note: 'x' } },
      // Without a note.
      { url: `admin/schede/client-set/${sent}`, token: admin, payload: { action: 'revision' } },
      // Not by an agent.
      {
        url: `agencies/schede/client-set/${sent}`,
        token: await t.login('agent2'),
        payload: { action: 'revision', note: 'x' },
      },
    ];
    for (const a of attempts) {
      const res = await t.call({ method: 'POST', url: `/en/v1.0/${a.url}`, token: a.token, payload: a.payload });
      expect(res.status, a.url).toBeGreaterThanOrEqual(400);
    }
    expect(await delivered(before)).toEqual([]);
    const queued = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from outbox where template = 'sheet-revision' and "to" = ${AGENT2}`,
    );
    expect(Number(queued[0]?.n)).toBe(1);
  });
});
