import { crc32, deflateSync } from 'node:zlib';
import type { Language } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { clients, sheets, users } from '../../src/db/schema/index';
import { createSignRequest } from '../../src/modules/signing/create-sign-request';
import type { TestApp } from '../helpers/app';
import type { startSmtpCatcher } from '../helpers/smtp';

type Smtp = Awaited<ReturnType<typeof startSmtpCatcher>>;
let serial = 0;

export const sheetFields = (company: string) => ({
  legal_seat: {
    company_name: company,
    address: 'Via Garibaldi 7',
    city: 'Lecco',
    postal_code: '23900',
    province: 'LC',
    country: 'IT',
  },
  contacts: { vat_number: '01234560157', tax_code: '01234560157', phone: '+39 0341 555123' },
  emails: { administrative: 'amministrazione@example.it', pec: 'pec@pec.example.it' },
  invoicing: { sdi_code: 'M5UXCR1' },
  bank: { bank_name: 'Banca di Lecco', abi: '03069', cab: '22900', iban: 'IT60X0542811101000000123456' },
  terms: { payment_terms: 'Bonifico 60 gg d.f.', discount: '50+10', fixed_days: '10', activation_date: '2026-02-01' },
  postal_address: { same_as_legal_seat: true },
});

/**
 * A client of `agent`'s (or `agent2`'s) agency with a sheet sent for signature through the
 * real createSignRequest; returns the link as the signer receives it by e-mail.
 */
export async function sendSheet(
  t: TestApp,
  smtp: Smtp,
  options: { owner?: 'agent' | 'agent2'; language?: Language; email?: string; company?: string } = {},
) {
  const n = ++serial;
  const company = options.company ?? `Arredo Prova ${n} S.r.l.`;
  const email = options.email ?? `firma${n}.${Date.now()}@cliente.example.it`;
  const language = options.language ?? 'it';
  const [owner] = await t.database.db
    .select({ id: users.id, agencyId: users.agencyId })
    .from(users)
    .where(eq(users.username, options.owner ?? 'agent'));
  if (!owner?.agencyId) throw new Error('demo agent without agency');
  const created = await t.database.db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({
        agencyId: owner.agencyId,
        companyName: company,
        code: `T${String(n).padStart(2, '0')}${String(process.pid % 1000).padStart(3, '0')}`,
        vatNumber: '01234560157',
        address: 'Via Garibaldi 7',
        city: 'Lecco',
        postalCode: '23900',
        province: 'LC',
      })
      .returning({ id: clients.id });
    if (!client) throw new Error('client insert');
    const [sheet] = await tx
      .insert(sheets)
      .values({
        clientId: client.id,
        version: 1,
        status: 'sent',
        fields: sheetFields(company),
        signatureEmail: email,
        createdBy: owner.id,
        sentAt: new Date(),
      })
      .returning({ id: sheets.id });
    if (!sheet) throw new Error('sheet insert');
    const request = await createSignRequest(t.app, tx, { sheetId: sheet.id, email, language, actorId: owner.id });
    return { clientId: client.id, sheetId: sheet.id, requestId: request.id };
  });
  await t.app.mailer.deliverDue();
  const mail = smtp.messages.findLast((m) => m.to.includes(email));
  if (!mail) throw new Error(`no signing e-mail to ${email}`);
  const link = smtp.linkIn(mail);
  return { ...created, company, email, link, token: tokenOf(link) };
}

export const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() as string;

export const signUrl = (token: string, lang: Language = 'it', suffix = '') => `/${lang}/v1.0/sign/${token}${suffix}`;

/** Mails to one address captured since the test began. */
export async function mailsTo(t: TestApp, smtp: Smtp, address: string) {
  await t.app.mailer.deliverDue();
  return smtp.messages.filter((m) => m.to.includes(address));
}

/** The 6-digit code from the last code e-mail to `address`. */
export async function codeFrom(t: TestApp, smtp: Smtp, address: string): Promise<string> {
  const mails = await mailsTo(t, smtp, address);
  const match = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no code e-mailed to ${address}`);
  return match[1];
}

/** Accepts and asks for a code; returns the code read from the captured e-mail. */
export async function acceptAndGetCode(t: TestApp, smtp: Smtp, token: string, address: string, lang: Language = 'it') {
  const accepted = await t.call({
    method: 'POST',
    url: signUrl(token, lang, '/accept'),
    payload: { sheet: true, privacy: true, conditions: true },
  });
  if (accepted.status !== 200) throw new Error(`accept: ${JSON.stringify(accepted.body)}`);
  const otp = await t.call({ method: 'POST', url: signUrl(token, lang, '/otp') });
  if (otp.status !== 200) throw new Error(`otp: ${JSON.stringify(otp.body)}`);
  return codeFrom(t, smtp, address);
}

export async function exec(t: TestApp, query: ReturnType<typeof sql>) {
  return t.database.db.execute(query);
}

/** A PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit PNG of colour `type` from its rows as stored (each with its filter byte), `extra` chunks before the data. */
export function pngOf(width: number, height: number, type: number, rows: Buffer, extra: Buffer[] = []): string {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = type;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A real RGBA PNG (a diagonal stroke), as a canvas would export it. */
export function pngDataUrl(width = 120, height = 40): string {
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 4)] = 0;
    for (let x = 0; x < width; x++) {
      const i = y * (1 + width * 4) + 1 + x * 4;
      const ink = Math.abs(Math.round((x * height) / width) - y) < 2;
      raw.writeUInt32BE(ink ? 0x102040ff : 0xffffff00, i);
    }
  }
  return pngOf(width, height, 6, raw);
}

export const hasStatus = async (t: TestApp, table: 'sheets' | 'sign_requests', id: number) => {
  const result = (await t.database.db.execute(
    sql`select status from ${sql.raw(table)} where id = ${id}`,
  )) as unknown as {
    rows: { status: string }[];
  };
  return result.rows[0]?.status;
};
