import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { expectRefused, langOf } from '../outside/helpers';

/**
 * An outside tester (4): a required text of nothing a reader can see. Zero-width spaces and
 * joiners, the word joiner, a soft hyphen or the Hangul filler are not white space to
 * `String.prototype.trim`, so a folder, an item's title or a rejection's reason (e-mailed to the
 * registrant) made only of them was kept as given: a blank name in every list. Each is a 400
 * `validation.required` on the field, in the request's language, and nothing is written.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const admin = await t.login('admin');

const INVISIBLE = [
  '\u200b',
  '\u200b\u200c\u200d',
  ' \u2060 ',
  '\u00ad',
  '\u3164',
  '\u115f\u1160',
  '\u200e\u200f\u202a\u202c',
  '\t\u200b\n',
];

describe('required text that shows nothing', () => {
  it('is refused as missing for a folder name, and no folder is made', async () => {
    for (const [i, blank] of INVISIBLE.entries()) {
      const lang = langOf(i);
      const res = await t.call({
        method: 'POST',
        url: `/${lang}/v1.0/downloads/folders`,
        token: admin,
        payload: { name_it: blank, audience: ['agents'], parent_id: null },
      });
      expectRefused(res, 400, lang, 'validation.required', JSON.stringify(blank));
      expect(Object.keys(res.body.args.error.fields)).toEqual(['name_it']);
    }
    const tree = await t.call({ method: 'GET', url: '/it/v1.0/downloads/folders', token: admin });
    expect(JSON.stringify(tree.body)).not.toMatch(/\\u200b|\u200b|\u3164|\u00ad/);
  });

  it('is refused as missing for a news item’s title', async () => {
    for (const [i, blank] of INVISIBLE.entries()) {
      const lang = langOf(i + 1);
      const res = await t.call({
        method: 'POST',
        url: `/${lang}/v1.0/content`,
        token: admin,
        payload: {
          kind: 'news',
          texts: { it: { title: blank, summary: 'x', body: '<p>x</p>' } },
          audience: ['agents'],
          publish_on: '2026-01-10',
        },
      });
      expectRefused(res, 400, lang, 'validation.required', JSON.stringify(blank));
      expect(Object.keys(res.body.args.error.fields)).toEqual(['texts.it.title']);
    }
  });

  it('is refused as missing for a registration’s rejection reason', async () => {
    for (const [i, blank] of INVISIBLE.entries()) {
      const lang = langOf(i + 2);
      const res = await t.call({
        method: 'POST',
        url: `/${lang}/v1.0/admin/registrations/1/reject`,
        token: admin,
        payload: { reason: blank },
      });
      expectRefused(res, 400, lang, 'validation.required', JSON.stringify(blank));
    }
  });

  it('still takes text with a visible character among invisible ones', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/fr/v1.0/downloads/folders',
      token: admin,
      payload: { name_it: '\u200bListini\u200b', audience: ['agents'], parent_id: null },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('a client sheet', () => {
  it('refuses a company name that shows nothing, before the sheet or client is looked at', async () => {
    const agent = await t.login('agent');
    for (const [i, blank] of INVISIBLE.entries()) {
      const lang = langOf(i + 3);
      const res = await t.call({
        method: 'POST',
        url: `/${lang}/v1.0/agencies/schede/client-set`,
        token: agent,
        payload: { action: 'save', scheda_fields: { legal_seat: { company_name: blank } } },
      });
      expectRefused(res, 400, lang, 'validation.required', JSON.stringify(blank));
      expect(Object.keys(res.body.args.error.fields)).toEqual(['scheda_fields.legal_seat.company_name']);
    }
  });
});
