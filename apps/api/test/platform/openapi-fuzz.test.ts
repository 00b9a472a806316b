import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import type { JsonSchema, OpenApiOperation, Parameter } from '../helpers/openapi';

/**
 * Bad input never answers 500 (PRODUCT.md §7). Every operation of the OpenAPI document the app
 * serves is walked, so a route is covered the day it is added: each path parameter, query
 * parameter and JSON body property (nested ones too) gets a catalogue of bad values, with
 * valid-looking values in the other fields, and the body as a whole gets malformed, mistyped
 * and oversized variants. Every answer must be a client status with the error envelope.
 *
 * Callers: the admin on every route, an anonymous caller on the public ones and the agent on the
 * others it may call (the guard answers 401/403 to a caller's first request otherwise).
 */

type Operation = { method: string; path: string; parameters: Parameter[]; body?: JsonSchema };
type Caller = 'admin' | 'agent' | 'anonymous';
type Case = {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** Refused before the guard, the same for every caller: sent once, as the admin. */
  beforeAuth?: boolean;
};

const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const doc = (await t.call({ method: 'GET', url: '/docs/json' })).body as {
  paths: Record<string, Record<string, OpenApiOperation>>;
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
);

// ---------------------------------------------------------------------------------------------
// Valid-looking values

let unique = 0;
const EMAIL_FIELDS = new Set(['email', 'signature-email', 'administrative', 'commercial', 'management', 'pec']);
/** Values a field of this name needs to pass its rules (patterns and cross-field checks). */
const NAMED: Record<string, () => unknown> = {
  lang: () => 'en',
  username: () => `fuzz.user${unique++}`,
  password: () => 'Fuzz-2026!x',
  password_confirmation: () => 'Fuzz-2026!x',
  old_password: () => 'Wrong-2026!x',
  phone: () => '+39 02 1234567',
  mobile: () => '+39 333 1234567',
  fax: () => '+39 02 7654321',
  country: () => 'IT',
  province: () => 'MI',
  postal_code: () => '20121',
  vat_number: () => '01234560157',
  customer_code: () => 'AB1234',
  signToken: () => 'f'.repeat(43),
  token: () => 't'.repeat(43),
  file: () => 'sheet-1',
  code: () => '123456',
  abi: () => '05428',
  cab: () => '11101',
  iban: () => 'IT60X0542811101000000123456',
  sdi_code: () => 'ABC1234',
  activation_date: () => '2026-01-31',
};

/** A value the schema accepts, as far as a name and a JSON schema tell. */
function sample(schema: JsonSchema | undefined, name?: string): unknown {
  if (!schema) return name && NAMED[name] ? NAMED[name]() : 1;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return sample(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
  }
  if (type === 'array') return [sample(schema.items, name)];
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
    return Math.max(1, min);
  }
  if (type === 'boolean') return false;
  if (name && NAMED[name]) return NAMED[name]();
  if (schema.format === 'email' || (name && EMAIL_FIELDS.has(name))) return `fuzz${unique++}@example.com`;
  if (schema.default !== undefined) return schema.default;
  return 'Fuzz'.padEnd(schema.minLength ?? 0, 'z');
}

// ---------------------------------------------------------------------------------------------
// The catalogue of bad values

/** A JSON text put into the body as is (JSON.stringify cannot write 1e309). */
class Raw {
  constructor(readonly json: string) {}
}
const LONG = 'x'.repeat(100_000);
/** Every body property gets these: broken text, out-of-range numbers, wrong types. */
const BAD_ANY: unknown[] = [
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '',
  LONG,
  2_147_483_648,
  new Raw('9223372036854775808'),
  -1,
  1.5,
  new Raw('1e309'),
  true,
  null,
  {},
  [],
  ['a\u0000b'],
];
/** And text properties these. */
const BAD_TEXT: unknown[] = ['\u0000', "' or 1=1 --", { $gt: '' }, '__proto__', 'constructor'];
/** And number properties these, numbers written as text among them. */
const BAD_NUMBER: unknown[] = [
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1e309',
  '1.5',
  0,
  2 ** 63,
  new Raw('-1e309'),
];

function badValues(schema: JsonSchema | undefined): unknown[] {
  const types = new Set<string>();
  const visit = (s: JsonSchema | undefined) => {
    if (!s) return;
    for (const t of Array.isArray(s.type) ? s.type : s.type ? [s.type] : []) types.add(t);
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(alt);
  };
  visit(schema);
  return [
    ...BAD_ANY,
    ...(types.has('string') ? BAD_TEXT : []),
    ...(types.has('integer') || types.has('number') ? BAD_NUMBER : []),
  ];
}
/** Already percent-encoded, for URLs: NUL, a surrogate and broken UTF-8 among them. */
const BAD_URL_TEXT = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%',
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1e309',
  '1.5',
  'abc',
  '%20',
  '..',
  '%2F',
  // Names an object has by its prototype (a sort looked up on a plain object answered 500).
  '__proto__',
  'constructor',
];
const BAD_PATH = [...BAD_URL_TEXT, 'x'.repeat(150), '9'.repeat(400)];
const BAD_QUERY = [...BAD_URL_TEXT, '', 'x'.repeat(10_000)];
const BAD_LANG = ['de', 'IT', 'xx-yy', '%00', '%ED%A0%80', 'x'.repeat(150)];

// ---------------------------------------------------------------------------------------------
// Requests

const enc = (value: unknown) => encodeURIComponent(String(value));

function url(op: Operation, path: Record<string, string> = {}, query: [string, string][] = []): string {
  const pathParams = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, enc(sample(p.schema, p.name))]),
  );
  const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name in path) return path[name] as string;
    return pathParams[name] ?? enc(sample(undefined, name));
  });
  const required = op.parameters
    .filter((p) => p.in === 'query' && p.required && !query.some(([n]) => n === p.name))
    .map((p): [string, string] => [p.name, enc(sample(p.schema, p.name))]);
  const pairs = [...required, ...query].map(([n, v]) => (v === undefined ? n : `${n}=${v}`));
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}

/** `base` with `value` at `path`, as JSON text. */
function bodyWith(base: unknown, path: string[], value: unknown): string {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1] as string] = value instanceof Raw ? '\u0001raw\u0001' : value;
  const json = JSON.stringify(copy);
  return value instanceof Raw ? json.replace('"\\u0001raw\\u0001"', value.json) : json;
}

/** Every property of the body, nested ones too, as paths. */
function bodyFields(schema: JsonSchema, value: unknown, prefix: string[] = []): [string[], JsonSchema][] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const object = alternatives.find((s) => s.properties);
    return object ? bodyFields(object, value, prefix) : [];
  }
  if (!schema.properties || !value || typeof value !== 'object') return [];
  return Object.entries(schema.properties).flatMap(([key, s]): [string[], JsonSchema][] => [
    [[...prefix, key], s],
    ...bodyFields(s, (value as Record<string, unknown>)[key], [...prefix, key]),
  ]);
}

const hasBody = (op: Operation) => op.body !== undefined || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);

function cases(op: Operation): Case[] {
  const out: Case[] = [];
  // Sampled again for every case, so that names meant to be unique (user names, e-mails) are.
  const fresh = () => (op.body ? sample(op.body) : undefined);
  const base = fresh();
  const baseJson = () => (base === undefined ? undefined : JSON.stringify(fresh()));
  const json = (payload: string | undefined) =>
    payload === undefined ? {} : { payload, contentType: 'application/json' };
  const pathNames = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string).filter((n) => n !== 'lang');
  for (const name of pathNames) {
    for (const value of BAD_PATH)
      out.push({ label: `path ${name}=${value.slice(0, 30)}`, url: url(op, { [name]: value }), ...json(baseJson()) });
  }
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    for (const value of BAD_QUERY) {
      out.push({
        label: `query ${p.name}=${value.slice(0, 30)}`,
        url: url(op, {}, [[p.name, value]]),
        ...json(baseJson()),
      });
    }
    out.push({
      label: `query ${p.name} twice`,
      url: url(op, {}, [
        [p.name, 'a'],
        [p.name, 'b'],
      ]),
      ...json(baseJson()),
    });
    out.push({ label: `query ${p.name}[]`, url: url(op, {}, [[`${p.name}[]`, '1']]), ...json(baseJson()) });
  }
  if (op.body && base !== undefined) {
    for (const [path, schema] of bodyFields(op.body, base)) {
      for (const value of badValues(schema)) {
        const shown = value instanceof Raw ? value.json : JSON.stringify(value)?.slice(0, 30);
        out.push({ label: `body ${path.join('.')}=${shown}`, url: url(op), ...json(bodyWith(fresh(), path, value)) });
      }
    }
  }
  if (hasBody(op)) {
    for (const payload of ['{"a": tru', '', 'null', '42', '"text"', '[]', '[{}]', 'true', '{"__proto__":{"x":1}}']) {
      out.push({ label: `whole body ${payload || '(empty)'}`, url: url(op), ...json(payload) });
    }
    const nested = '['.repeat(5_000) + ']'.repeat(5_000);
    out.push({ label: 'whole body nested 5000 deep', url: url(op), ...json(nested) });
    out.push({ label: 'whole body over 1 MB', url: url(op), ...json(JSON.stringify({ a: 'x'.repeat(1_100_000) })) });
    out.push({
      label: 'whole body invalid UTF-8',
      url: url(op),
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      contentType: 'application/json',
    });
    out.push({ label: 'whole body as text/plain', url: url(op), payload: 'a=1', contentType: 'text/plain' });
    if (base !== undefined) {
      out.push({
        label: 'whole body every text NUL',
        url: url(op),
        ...json(JSON.stringify(mapStrings(fresh(), (s) => `${s}\u0000`))),
      });
    }
  }
  for (const lang of BAD_LANG) {
    out.push({ label: `lang ${lang.slice(0, 30)}`, url: url(op, { lang }), beforeAuth: true, ...json(baseJson()) });
  }
  return out;
}

function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Callers

const tokens: Partial<Record<Caller, string>> = { admin: await t.login('admin'), agent: await t.login('agent') };

async function send(op: Operation, c: Case, caller: Caller) {
  const request = async () =>
    t.app.inject({
      method: op.method as 'GET',
      url: c.url,
      payload: c.payload,
      headers: {
        ...(c.contentType ? { 'content-type': c.contentType } : {}),
        ...(tokens[caller] ? { 'access-token': tokens[caller] } : {}),
      },
    });
  let res = await request();
  // A case may have ended the session (logout): sign in again and send it once more.
  if (res.statusCode === 401 && caller !== 'anonymous') {
    tokens[caller] = await t.login(caller).catch(() => tokens[caller]);
    res = await request();
  }
  return res;
}

/** What is wrong with an answer, if anything. */
function problem(res: Awaited<ReturnType<typeof send>>): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  let body: { code?: unknown; args?: { error?: { message?: unknown; key?: unknown } } };
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} not JSON: ${res.body.slice(0, 80)}`;
  }
  const message = body.args?.error?.message;
  const readable = (m: unknown) => typeof m === 'string' && m.trim() !== '';
  if (body.code !== res.statusCode) return `${res.statusCode} with code ${String(body.code)}`;
  if (!(readable(message) || (Array.isArray(message) && message.length > 0 && message.every(readable)))) {
    return `${res.statusCode} without a message`;
  }
  if (typeof body.args?.error?.key !== 'string') return `${res.statusCode} without a key`;
  return undefined;
}

const found: string[] = [];
afterAll(() => {
  if (found.length) console.info(`openapi fuzz: ${found.length} bad answers\n${found.join('\n')}`);
});

describe('every operation of the OpenAPI document refuses bad input with a 4xx envelope', () => {
  it('finds the operations', () => expect(operations.length).toBeGreaterThan(50));

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_, op) => {
    const problems: string[] = [];
    const all = cases(op);
    let open = false;
    for (const caller of ['anonymous', 'admin', 'agent'] as const) {
      // A public route is fuzzed anonymously and as the admin; the agent's scope matters elsewhere.
      if (caller === 'agent' && open) continue;
      let first = true;
      for (const c of all) {
        if (c.beforeAuth && caller !== 'admin') continue;
        const res = await send(op, c, caller);
        if (first && !c.beforeAuth) {
          first = false;
          // The guard refuses this caller: every other case would get the same answer.
          if (res.statusCode === 401 || res.statusCode === 403) break;
          if (caller === 'anonymous') open = true;
        }
        const wrong = problem(res);
        if (wrong) problems.push(`${caller} ${op.method} ${c.label}: ${wrong}`);
      }
    }
    found.push(...problems);
    expect(problems).toEqual([]);
  });
});
