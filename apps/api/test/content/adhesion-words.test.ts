import {
  ADHESION_SIGN_WORDS,
  type AdhesionFormInput,
  LANGUAGES,
  type Language,
  SHEET_SIGN_WORDS,
} from '@portal/contracts';
import { messages, translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf';
import { startSmtpCatcher } from '../helpers/smtp';
import { acceptAndGetCode, mailsTo, signUrl } from '../signing/fixtures';
import { dayFrom, input, marker, write } from './helpers';

/**
 * An adhesion's signer never reads a client sheet's word (issue 31): not in the signing page's
 * texts, the engine's answers, the code e-mail, the privacy notice, nor the signed PDF's audit page.
 */
const SHEET_WORD = /\b(sheets?|scheda|schede|fiches?|fichas?)\b/i;
const noSheetWord = (texts: string[], where: string) => {
  const found = texts.filter((text) => SHEET_WORD.test(text));
  expect(found, where).toEqual([]);
};

/** Every leaf key under `signing.*` in English (each language has the same keys: a test checks). */
function leafKeys(node: unknown, prefix: string): string[] {
  if (typeof node === 'string' || Array.isArray(node)) return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leafKeys(v, `${prefix}.${k}`));
}

/**
 * The engine's and the page's keys an adhesion's signer cannot meet: the sheet's own words (the
 * adhesion has its own), the sheet's PDF body and page header, staff's answers, the sheet e-mails.
 */
const NOT_AN_ADHESION_SIGNERS = new Set([
  ...Object.values(SHEET_SIGN_WORDS),
  'signing.pdf.title',
  'signing.pdf.version',
  'signing.pdf.sheetId',
  'signing.pdf.agency',
  'signing.pdf.taxCode',
  'signing.pdf.address',
  'signing.page.intro',
  'signing.errors.noOpenRequest',
  'signing.errors.clientDeletionPending',
  'signing.errors.clientDeleted',
  'signing.success.reminderSent',
]);

describe('the words an adhesion signer reads', () => {
  it('name no sheet, in every language: the kind’s words and every other text of signing', () => {
    const keys = ['pdf', 'document', 'errors', 'success', 'events', 'page']
      .flatMap((part) => leafKeys(messages.en.signing[part as keyof typeof messages.en.signing], `signing.${part}`))
      .filter((key) => !NOT_AN_ADHESION_SIGNERS.has(key));
    expect(keys).toEqual(expect.arrayContaining(Object.values(ADHESION_SIGN_WORDS)));
    for (const language of LANGUAGES) {
      const texts = keys.map((key) => translate(language, key, { file: 'document.json' }));
      noSheetWord(texts, language);
      // A key missing in a language would read as the key itself.
      expect(texts.filter((text) => text.startsWith('signing.'))).toEqual([]);
    }
  });

  it('differ from the sheet’s where the sheet’s name a sheet (the sheet’s words stay as they were)', () => {
    for (const [word, key] of Object.entries(SHEET_SIGN_WORDS)) {
      if (LANGUAGES.some((l) => SHEET_WORD.test(translate(l, key, { file: 'x' }))))
        expect(ADHESION_SIGN_WORDS[word as keyof typeof ADHESION_SIGN_WORDS], word).not.toBe(key);
    }
    expect(translate('en', SHEET_SIGN_WORDS.alreadySigned)).toBe('This sheet has already been signed');
  });
});

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: string;
let customer: string;
let customerEmail: string;

const labels = (it: string, en: string, fr: string, es: string) => ({ it, en, fr, es });
const form: AdhesionFormInput = {
  fields: [
    { key: 'pieces', type: 'number', required: true, labels: labels('Pezzi', 'Pieces', 'Pièces', 'Piezas') },
    {
      key: 'display',
      type: 'checkbox',
      required: false,
      labels: labels('Espositore', 'Display', 'Présentoir', 'Expositor'),
    },
  ],
  conditions: labels(
    'Valida fino al 31 dicembre.',
    'Valid until 31 December.',
    'Valable jusqu’au 31 décembre.',
    'Válida hasta el 31 de diciembre.',
  ),
  opens_on: dayFrom(-1),
};

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await t.login('admin');
  customer = await t.login('customer');
  const rows = (await t.database.db.execute(sql`select email from users where username = 'customer'`)) as unknown as {
    rows: { email: string }[];
  };
  customerEmail = rows.rows[0]?.email as string;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The error message of a call that must fail with `status`. */
async function refused(call: Parameters<TestApp['call']>[0], status: number) {
  const res = await t.call(call);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const error = res.body.args.error;
  return [error.message, ...Object.values(error.fields ?? {})].flat() as string[];
}

describe('an adhesion signed through the engine, in each language', () => {
  it.each(LANGUAGES)(
    'reads no sheet in %s: page, answers, code e-mail, signed copy, audit page',
    async (lang: Language) => {
      const id = await write(t, admin, 'promotion', { ...input(marker('words')), adhesion: form });
      const seen: string[] = [];
      const item = `/${lang}/v1.0/content/item/${id}`;
      const start = await t.call({
        method: 'POST',
        url: `${item}/adhesion`,
        token: customer,
        payload: { values: { pieces: '3' } },
      });
      expect(start.status).toBe(200);
      const first = start.body.args.response.token as string;

      const view = (await t.call({ method: 'GET', url: signUrl(first, lang) })).body.args.response;
      expect(view.kind).toBe('adhesion');
      seen.push(view.texts.privacy.title, ...view.texts.privacy.body, view.texts.conditions.title);
      seen.push(
        ...view.adhesion.sections.flatMap((s: { label: string; fields: { label: string }[] }) => [
          s.label,
          ...s.fields.map((f) => f.label),
        ]),
      );

      seen.push(...(await refused({ method: 'POST', url: signUrl(first, lang, '/otp') }, 409)));
      seen.push(
        ...(await refused(
          {
            method: 'POST',
            url: signUrl(first, lang, '/accept'),
            payload: { sheet: true, privacy: false, conditions: true },
          },
          400,
        )),
      );
      seen.push(...(await refused({ method: 'GET', url: signUrl(first, lang, '/pdf') }, 409)));
      // A new link replaces the first.
      const renewed = await t.call({ method: 'POST', url: `${item}/adhesion/link`, token: customer });
      const token = renewed.body.args.response.token as string;
      seen.push(...(await refused({ method: 'GET', url: signUrl(first, lang) }, 410)));

      const accepted = await t.call({
        method: 'POST',
        url: signUrl(token, lang, '/accept'),
        payload: { sheet: true, privacy: true, conditions: true },
      });
      seen.push(accepted.body.args.response.message);
      const code = await acceptAndGetCode(t, smtp, token, customerEmail, lang);
      const codeMail = (await mailsTo(t, smtp, customerEmail)).at(-1);
      seen.push(codeMail?.subject ?? '', codeMail?.text ?? '');
      const signed = await t.call({
        method: 'POST',
        url: signUrl(token, lang),
        payload: { code, signer_name: 'Paola Neri', signature: { kind: 'typed', data: 'Paola Neri' } },
      });
      expect(signed.status).toBe(200);
      seen.push(signed.body.args.response.message);
      seen.push(...(await refused({ method: 'GET', url: signUrl(token, lang) }, 409)));

      const copy = (await mailsTo(t, smtp, customerEmail)).at(-1);
      seen.push(copy?.subject ?? '', copy?.text ?? '');
      const pdf = await t.app.inject({
        method: 'GET',
        url: `${item}/adhesion/pdf`,
        headers: { 'access-token': customer },
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(translate(lang, 'signing.pdf.auditTitle'));
      expect(text).toContain(translate(lang, ADHESION_SIGN_WORDS.acceptedEvent));
      seen.push(text);

      // Declined, then filled again and left to expire.
      const other = await write(t, admin, 'promotion', { ...input(marker('words')), adhesion: form });
      const otherItem = `/${lang}/v1.0/content/item/${other}`;
      const again = await t.call({
        method: 'POST',
        url: `${otherItem}/adhesion`,
        token: customer,
        payload: { values: { pieces: '1' } },
      });
      const declineToken = again.body.args.response.token as string;
      const declined = await t.call({
        method: 'POST',
        url: signUrl(declineToken, lang, '/decline'),
        payload: { reason: 'No' },
      });
      expect(declined.status).toBe(200);
      seen.push(declined.body.args.response.message);
      seen.push(...(await refused({ method: 'GET', url: signUrl(declineToken, lang) }, 409)));
      const third = await t.call({
        method: 'POST',
        url: `${otherItem}/adhesion`,
        token: customer,
        payload: { values: { pieces: '2' } },
      });
      await t.database.db.execute(
        sql`update sign_requests set expires_at = now() - interval '1 minute' where adhesion_id = ${third.body.args.response.id} and status = 'open'`,
      );
      seen.push(...(await refused({ method: 'GET', url: signUrl(third.body.args.response.token, lang) }, 410)));

      expect(seen.length).toBeGreaterThan(15);
      noSheetWord(seen, lang);
    },
  );
});
