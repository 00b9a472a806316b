import { LANGUAGES } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import type { JsonSchema, OpenApiOperation } from '../helpers/openapi';

/**
 * A day the calendar lacks is a 400 with `validation.date` on every date field of every
 * operation, never a 500: the database refused `2026-02-30` and year 0 of a material's first
 * edition. The fields are found in the OpenAPI document by `format: date`, which the shared
 * `dateSchema` writes; a request field named like a date without it fails the first test, so a
 * new date field cannot skip the rule unnoticed.
 */

/** A request field: where it goes and its path there (nested body properties have several keys). */
type Field = { method: string; path: string; where: 'path' | 'query' | 'body'; keys: string[]; schema?: JsonSchema };

const t = await createTestApp();
afterAll(() => t.close());
const tokens = { admin: await t.login('admin'), agent: await t.login('agent') };

const doc = (await t.call({ method: 'GET', url: '/docs/json' })).body as {
  paths: Record<string, Record<string, OpenApiOperation>>;
};
const bodies = new Map<string, JsonSchema | undefined>();
const alternatives = (s: JsonSchema) => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];

function bodyFields(method: string, path: string, schema: JsonSchema, keys: string[] = []): Field[] {
  const own = Object.entries(schema.properties ?? {}).flatMap(([key, s]) => [
    { method, path, where: 'body' as const, keys: [...keys, key], schema: s },
    ...bodyFields(method, path, s, [...keys, key]),
  ]);
  const items = schema.items ? bodyFields(method, path, schema.items, [...keys, '0']) : [];
  return [...own, ...items, ...alternatives(schema).flatMap((s) => bodyFields(method, path, s, keys))];
}

const fields: Field[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([verb, op]) => {
    const method = verb.toUpperCase();
    const body = op.requestBody?.content?.['application/json']?.schema;
    bodies.set(`${method} ${path}`, body);
    const params = (op.parameters ?? [])
      .filter((p) => p.in === 'path' || p.in === 'query')
      .map((p) => ({ method, path, where: p.in as 'path' | 'query', keys: [p.name], schema: p.schema }));
    return [...params, ...(body ? bodyFields(method, path, body) : [])];
  }),
);

const isDate = (s: JsonSchema | undefined): boolean => !!s && (s.format === 'date' || alternatives(s).some(isDate));
const label = (f: Field) => `${f.method} ${f.path} ${f.where} ${f.keys.join('.')}`;
const dateFields = fields.filter((f) => isDate(f.schema));
/** Names that say "a day": `date`, `due_date`, `paid_on`, `first_edition`. Months (`from`, `to`) are not days. */
const DATE_NAME = /(^|_)(date|day|edition)$|_on$/;

/** A value the schema accepts, as far as the JSON schema tells. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 1;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (isDate(schema)) return '2026-01-31';
  const alts = alternatives(schema);
  if (alts.length) return sample(alts.find((s) => s.type !== 'null') ?? alts[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]));
  }
  if (type === 'array') return [sample(schema.items)];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return false;
  return schema.default ?? 'Fuzz';
}

/** Sends `value` in `field`, the other fields sampled, as the first caller the guard lets through. */
async function send(field: Field, value: string, lang: string) {
  const query = field.where === 'query' ? `?${field.keys[0]}=${encodeURIComponent(value)}` : '';
  const url =
    field.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (name === 'lang') return lang;
      return field.where === 'path' && name === field.keys[0] ? encodeURIComponent(value) : '1';
    }) + query;
  const schema = bodies.get(`${field.method} ${field.path}`);
  let payload: Record<string, unknown> | undefined;
  if (schema) {
    payload = sample(schema) as Record<string, unknown>;
    if (field.where === 'body') {
      let node = payload;
      for (const key of field.keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
      node[field.keys[field.keys.length - 1] as string] = value;
    }
  }
  let res = await t.call({ method: field.method as 'POST', url, payload, token: tokens.admin });
  if (res.status === 403) res = await t.call({ method: field.method as 'POST', url, payload, token: tokens.agent });
  return res;
}

/**
 * Date fields whose every day is refused, with the rule's message: a ready-for-delivery appliance
 * takes no delivery date (spec §9 "Deferred delivery is not accepted"), so a buyer who names one is
 * told why; an impossible date is still told it is not a date.
 */
const EVERY_DAY_REFUSED: Record<string, string> = {
  'POST /{lang}/v1.0/ready-stock/{id}/reservations body delivery_date': 'readyStock.validation.deferredDelivery',
};

const IMPOSSIBLE = ['2026-02-30', '2026-02-31', '0000-01-01', '2025-02-29', '1899-12-31', '3000-01-01', '10000-01-01'];

describe('every date field of the OpenAPI document checks the calendar', () => {
  it('finds the date fields, and every request field named like a day is one', () => {
    const named = fields.filter((f) => DATE_NAME.test(f.keys[f.keys.length - 1] as string));
    expect(named.filter((f) => !isDate(f.schema)).map(label)).toEqual([]);
    expect(dateFields.map(label)).toEqual(
      expect.arrayContaining([
        'POST /{lang}/v1.0/materiali/product body first_edition',
        'PUT /{lang}/v1.0/materiali/product/{id} body first_edition',
        'POST /{lang}/v1.0/admin/schede/client-set body scheda_fields.terms.activation_date',
      ]),
    );
  });

  it.each(dateFields.map((f) => [label(f), f] as const))('%s', async (_, field) => {
    const problems: string[] = [];
    for (const [i, value] of IMPOSSIBLE.entries()) {
      const lang = LANGUAGES[i % LANGUAGES.length] as (typeof LANGUAGES)[number];
      const res = await send(field, value, lang);
      const message = res.body?.args?.error?.fields?.[field.keys.join('.')];
      if (res.status !== 400 || message !== translate(lang, 'validation.date')) {
        problems.push(`${value} (${lang}): ${res.status} ${JSON.stringify(res.body?.args?.error ?? res.body)}`);
      }
    }
    const leap = await send(field, '2024-02-29', 'en');
    const refusedAnyDay = EVERY_DAY_REFUSED[label(field)];
    if (refusedAnyDay) {
      // A real day is then told the rule, not that the date is wrong.
      if (
        leap.status !== 400 ||
        leap.body?.args?.error?.fields?.[field.keys.join('.')] !== translate('en', refusedAnyDay)
      ) {
        problems.push(`2024-02-29 not told ${refusedAnyDay}: ${leap.status} ${JSON.stringify(leap.body?.args?.error)}`);
      }
    } else if (
      leap.status >= 500 ||
      // A real day is never told it is not a date (a rule between two dates, closing before
      // opening, may still refuse it with its own message when the other date is sampled after it).
      leap.body?.args?.error?.fields?.[field.keys.join('.')] === translate('en', 'validation.date')
    ) {
      problems.push(`2024-02-29 refused: ${leap.status} ${JSON.stringify(leap.body?.args?.error)}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('a date the database refuses anyway', () => {
  it('is a 400, not a 500: the safety net of a date field that missed the shared schema', async () => {
    const { buildApp } = await import('../../src/app');
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get('/en/v1.0/test/cast-date', async (request) => {
      const { day } = request.query as { day: string };
      return app.db.execute(sql`select ${day}::date as day`);
    });
    await app.ready();
    try {
      for (const day of ['2026-02-30', '0000-01-01', 'not a day']) {
        const res = await app.inject({ method: 'GET', url: `/en/v1.0/test/cast-date?day=${encodeURIComponent(day)}` });
        expect(res.statusCode, day).toBe(400);
        expect(res.json().args.error.key, day).toBe('errors.invalidInput');
      }
    } finally {
      await app.mailer.stop();
      await app.close();
    }
  });
});
