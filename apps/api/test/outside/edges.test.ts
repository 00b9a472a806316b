import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoUser } from '../helpers/app';

/**
 * An outside tester's sweep of what the OpenAPI fuzz does not send: valid values at the very
 * edge (the largest PostgreSQL integer as every id and page, the largest page size), a query
 * parameter repeated with two valid values, and every role (sales and customers too, not only
 * the admin and an agent). Any answer must be below 500 and, when a refusal, the envelope.
 */
type Param = { in: string; name: string; required?: boolean; schema?: Record<string, any> };
type Op = { method: string; path: string; parameters: Param[] };

const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());

const doc = (await t.call({ method: 'GET', url: '/docs/json' })).body as {
  paths: Record<string, Record<string, { parameters?: Param[] }>>;
};
const ops: Op[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
    .map(([m, op]) => ({ method: m.toUpperCase(), path, parameters: op.parameters ?? [] })),
);

const ROLES: DemoUser[] = ['admin', 'sales', 'agent', 'customer'];
const tokens: Record<string, string> = {};
for (const r of ROLES) tokens[r] = await t.login(r);

function sampleOf(p: Param): string {
  const s = p.schema ?? {};
  const alt = s.anyOf?.find((x: any) => x.type !== 'null') ?? s;
  if (alt.enum?.length) return String(alt.enum[0]);
  if (alt.type === 'integer' || alt.type === 'number') return String(Math.max(1, alt.minimum ?? 1));
  if (p.name === 'lang') return 'en';
  if (p.name === 'signToken' || p.name === 'token') return 'f'.repeat(43);
  if (alt.type === 'boolean') return 'true';
  return 'a';
}

const isInt = (p: Param) => {
  const s = p.schema ?? {};
  const alt = s.anyOf?.find((x: any) => x.type !== 'null') ?? s;
  return alt.type === 'integer' || alt.type === 'number' || /^(id|page|a|c|agency|client)$/.test(p.name);
};

function build(op: Op, path: Record<string, string>, query: [string, string][]) {
  const url = op.path.replace(/\{([^}]+)\}/g, (_, n: string) => {
    if (n in path) return path[n] as string;
    const p = op.parameters.find((x) => x.in === 'path' && x.name === n);
    return encodeURIComponent(p ? sampleOf(p) : n === 'lang' ? 'en' : '1');
  });
  const req = op.parameters
    .filter((p) => p.in === 'query' && p.required && !query.some(([n]) => n === p.name))
    .map((p): [string, string] => [p.name, sampleOf(p)]);
  const qs = [...req, ...query].map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('&');
  return qs ? `${url}?${qs}` : url;
}

function problem(res: { statusCode: number; body: string }) {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return undefined;
  try {
    const b = JSON.parse(res.body);
    if (b.code !== res.statusCode) return `${res.statusCode} code ${b.code}`;
    if (!b.args?.error?.message) return `${res.statusCode} no message`;
  } catch {
    return `${res.statusCode} not JSON`;
  }
  return undefined;
}

// Calls that would end the caller's session or change demo users: not swept.
const SKIP = /auth\/(logout|change-password)|users\/\{id\}\/disabled/;

describe('edge values every role may send', () => {
  it.each(ops.filter((o) => !SKIP.test(o.path)).map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s',
    async (_, op) => {
      const cases: { label: string; url: string }[] = [];
      for (const p of op.parameters.filter((x) => x.in === 'path' && x.name !== 'lang' && isInt(x))) {
        for (const v of ['2147483647', '1'])
          cases.push({ label: `path ${p.name}=${v}`, url: build(op, { [p.name]: v }, []) });
      }
      for (const p of op.parameters.filter((x) => x.in === 'query')) {
        const v = sampleOf(p);
        cases.push({
          label: `query ${p.name} twice`,
          url: build(op, {}, [
            [p.name, v],
            [p.name, v],
          ]),
        });
        if (isInt(p) || /page|size|limit|year/i.test(p.name)) {
          cases.push({ label: `query ${p.name}=2147483647`, url: build(op, {}, [[p.name, '2147483647']]) });
        }
      }
      const problems: string[] = [];
      for (const role of ROLES) {
        for (const c of cases) {
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: c.url,
            headers: { 'access-token': tokens[role] as string, 'content-type': 'application/json' },
            payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}',
          });
          const wrong = problem(res);
          if (wrong) problems.push(`${role} ${c.label}: ${wrong}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('bodies in the wrong shape or type', () => {
  const bodies: [string, string | Buffer, string][] = [
    ['form-urlencoded', 'status=accepted', 'application/x-www-form-urlencoded'],
    [
      'multipart',
      '--b\r\nContent-Disposition: form-data; name="status"\r\n\r\naccepted\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    ],
    ['JSON with a BOM', '\ufeff{"status":"accepted"}', 'application/json'],
    ['JSON in latin1', Buffer.from('{"reason":"caf\xe9"}', 'latin1'), 'application/json; charset=iso-8859-1'],
    ['JSON with a charset', '{"status":"accepted"}', 'application/json; charset=utf-16'],
    ['vendor JSON', '{"status":"accepted"}', 'application/vnd.api+json'],
    ['no content type', '{"status":"accepted"}', ''],
    ['array of objects', '[{"status":"accepted"}]', 'application/json'],
    ['duplicate keys', '{"status":"rejected","status":"accepted"}', 'application/json'],
  ];
  it.each(bodies)(
    '%s on JSON routes and on the import upload: a 4xx envelope or the right answer',
    async (_, payload, type) => {
      const problems: string[] = [];
      for (const url of [
        '/en/v2.0/richieste-agenti/1',
        '/en/v1.0/auth/login',
        '/en/v1.0/invio/session',
        '/en/v1.0/admin/imports/sales',
        '/en/v1.0/materiali/image/1',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'access-token': tokens.admin as string, ...(type ? { 'content-type': type } : {}) },
        });
        const wrong = problem(res);
        if (wrong) problems.push(`${url}: ${wrong}`);
      }
      expect(problems).toEqual([]);
    },
  );
});
