import type { AdhesionFormInput } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dayFrom, input, marker, write } from '../content/helpers';
import { createTestApp } from '../helpers/app';
import { expectRefused, langOf } from '../outside/helpers';

/**
 * An outside tester (4) on a promotion's adhesion answers (the customer's `values`):
 * - a NUL or a lone surrogate in an answer reached the database, whose refusal came back as the
 *   safety net's "a value of the request is not valid" (logged as a missing schema rule), naming
 *   no field: it is the answer's own `validation.invalidText`;
 * - a required text answered with zero-width spaces only was taken, and signed, as an answer;
 * - a form whose optional field is keyed `constructor` (a key the form accepts) refused every
 *   adhesion that left it empty: the answers were looked up on a plain object, which has a
 *   `constructor`, so the missing answer was "not valid".
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const [admin, customer] = await Promise.all([t.login('admin'), t.login('customer')]);

const form = (fields: AdhesionFormInput['fields']): AdhesionFormInput => ({
  fields,
  conditions: { it: 'Condizioni.' },
  opens_on: dayFrom(-1),
});
const notes = { key: 'notes', type: 'text', required: true, labels: { it: 'Note', fr: 'Notes', en: 'Notes' } } as const;

async function promotion(fields: AdhesionFormInput['fields']) {
  return write(t, admin, 'promotion', { ...input(marker('adh4')), adhesion: form(fields) } as never);
}
const adhere = (id: number, values: Record<string, unknown>, lang: string) =>
  t.call({ method: 'POST', url: `/${lang}/v1.0/content/item/${id}/adhesion`, token: customer, payload: { values } });
const adhesions = async (id: number) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from promotion_adhesions where item_id = ${id}`,
    )) as never as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;

describe('adhesion answers', () => {
  it('refuses a NUL or a lone surrogate as the answer’s invalid text, naming it, and keeps nothing', async () => {
    const id = await promotion([notes]);
    for (const [i, bad] of ['a\u0000b', '\u0000', '\ud800', 'x\udc00y'].entries()) {
      const lang = langOf(i);
      const res = await adhere(id, { notes: bad }, lang);
      expectRefused(res, 400, lang, 'validation.invalidText', JSON.stringify(bad));
      expect(res.body.args.error.fields).toEqual({ 'values.notes': translate(lang, 'validation.invalidText') });
    }
    expect(await adhesions(id)).toBe(0);
  });

  it('takes a required text of invisible characters only as not answered', async () => {
    const id = await promotion([notes]);
    for (const [i, blank] of ['\u200b', '\u200b\u200c\u200d', ' \u2060 ', '\u3164'].entries()) {
      const lang = langOf(i + 1);
      const res = await adhere(id, { notes: blank }, lang);
      expectRefused(res, 400, lang, undefined, JSON.stringify(blank));
      expect(res.body.args.error.key).toBe('content.adhesion.errors.invalidAnswer');
      expect(res.body.args.error.message).toContain(translate(lang, 'validation.required'));
    }
    expect(await adhesions(id)).toBe(0);
  });

  it('lets a customer leave empty an optional field keyed `constructor`', async () => {
    const id = await promotion([
      notes,
      { key: 'constructor', type: 'text', required: false, labels: { it: 'Costruttore' } },
      { key: 'valueof', type: 'checkbox', required: false, labels: { it: 'Valore' } },
    ]);
    const res = await adhere(id, { notes: 'Consegna a marzo' }, 'fr');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = (
      (await t.database.db.execute(sql`select values from promotion_adhesions where item_id = ${id}`)) as never as {
        rows: { values: Record<string, unknown> }[];
      }
    ).rows;
    expect(row?.values).toEqual({ notes: 'Consegna a marzo', constructor: '', valueof: false });
  });
});
