import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, type DemoUser, loginAll, type TestApp } from '../helpers/app';

/**
 * Who may call what in support materials, agent requests, preparations and shipments (PRODUCT.md
 * §2, issue 10): every route of the two modules, as registered, called by an anonymous caller,
 * a customer, the other agency's agent (agent2), the agent whose agency owns the record, sales and
 * admin. One row per route (a route added later is one line); a last test fails when a route of
 * these modules is served but has no row, so none can skip this table.
 *
 * Records belong to the agent's agency (agency 1): agent2 must get exactly the answer of a missing
 * record. Refused callers go first and use the same record as the admin, who goes last: a refusal
 * that still changed something would show in the admin's answer. A call that consumes its record
 * (delete, decide, prepare, group, move) gets a fresh one for sales and another for the admin.
 */

type Caller = DemoUser | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'customer', 'agent2', 'agent', 'sales', 'admin'];
type Expected = Record<Caller, number>;

const everyone = (status: number): Expected =>
  Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
/** Material management (admin and sales only). */
const staff = (status: number): Expected => ({ ...signedIn(403), admin: status, sales: status });
/** Staff and every agent, each in their own scope (lists). */
const staffAndAgents = (status: number): Expected => ({ ...staff(status), agent: status, agent2: status });
/** A record of agency 1: its agent reaches it, the other agency's agent gets "not found". */
const ownedByAgency1 = (status: number): Expected => ({ ...staffAndAgents(status), agent2: 404 });
/** A record of agency 2: the other way round. */
const ownedByAgency2 = (status: number): Expected => ({ ...staffAndAgents(status), agent: 404 });

/** Staff callers that consume a record get one each; the others use the admin's (see above). */
type Slot = 'admin' | 'sales';
const slot = (caller: Caller): Slot => (caller === 'sales' ? 'sales' : 'admin');
type Each<T = number> = Record<Slot, T>;

type Data = {
  agency1: number;
  agency2: number;
  /** A client of agency 1 and one of agency 2. */
  client1: number;
  client2: number;
  /** A live, visible material of this file, with stock, an image and a load. */
  material: number;
  materialCode: string;
  load: number;
  /** Pending requests of agency 1 (agent) and of agency 2 (agent2). */
  request1: number;
  request2: number;
  /** The seed's ready shipment of agency 1 (parcels and an internal note), and a shipment of agency 2. */
  shipment1: number;
  shipment2: number;
  /** A preparation of agency 1 still to be sent, and the accepted request it carries. */
  preparation: number;
  preparationRequest: number;
  png: Buffer;
  fresh: {
    code: Each<string>;
    material: Each;
    load: Each;
    pending: Each;
    accepted: Each;
    deleteSession: Each;
    deleteInvii: Each;
    deleteInvio: Each;
    group: Each<[number, number]>;
    move: Each;
  };
};
type DataKey = { [K in keyof Data]: Data[K] extends number ? K : never }[keyof Data];

type Row = {
  /** Method, version and path as registered (`:name` parameters), as the OpenAPI document lists it. */
  route: string;
  /** Tells two rows of one route apart. */
  label?: string;
  params?: (d: Data, caller: Caller) => Record<string, string | number>;
  query?: (d: Data) => Record<string, string | number>;
  body?: (d: Data, caller: Caller) => object;
  /** A picture sent as multipart/form-data. */
  upload?: (d: Data) => Buffer;
  expected: Expected;
  /** The record one agent does not own: its answer must equal the owner's for a missing record. */
  missing?: DataKey;
  /** A file answer: the content type its 200 has. */
  file?: string;
  check?: (response: any, caller: Caller, d: Data) => void;
};

const rowsOf = (res: any) => res.args.response.rows as { id: number; agency_id: number }[];
/** An agent's list holds its agency's rows only; staff lists hold both agencies'. */
const scopedRows = (res: any, caller: Caller, d: Data) => {
  const agencies = new Set(rowsOf(res).map((r) => r.agency_id));
  if (caller === 'agent') expect([...agencies]).toEqual([d.agency1]);
  else if (caller === 'agent2') expect([...agencies]).toEqual([d.agency2]);
  else expect([...agencies]).toEqual(expect.arrayContaining([d.agency1, d.agency2]));
};

/** A filter on agency 1 narrows a staff list to it; the other agency's agent still sees only their own. */
const filteredOnAgency1 = (res: any, caller: Caller, d: Data) => {
  const agencies = new Set(rowsOf(res).map((r) => r.agency_id));
  expect([...agencies]).toEqual([caller === 'agent2' ? d.agency2 : d.agency1]);
};

const ROWS: Row[] = [
  // ----- Materials: catalogue, stock, pictures (materials/routes.ts, images.ts)
  { route: 'GET /v1.0/materiali/get-families', expected: staffAndAgents(200) },
  { route: 'GET /v1.0/materiali/products/:page', params: () => ({ page: 1 }), expected: staff(200) },
  {
    route: 'POST /v1.0/materiali/print',
    body: (d) => ({ materials_id: [d.material] }),
    expected: staff(200),
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { route: 'GET /v1.0/materiali/product/:id', params: (d) => ({ id: d.material }), expected: staff(200) },
  {
    route: 'POST /v1.0/materiali/product',
    body: (d, c) => ({ product_code: d.fresh.code[slot(c)], family_id: 1, names: { it: 'Nuovo materiale' } }),
    expected: staff(200),
  },
  {
    route: 'PUT /v1.0/materiali/product/:id',
    params: (d) => ({ id: d.material }),
    body: (d) => ({ product_code: d.materialCode, family_id: 1, names: { it: 'Materiale di prova', en: 'Test' } }),
    expected: staff(200),
  },
  {
    route: 'PUT /v1.0/materiali/product/:id/flags',
    params: (d) => ({ id: d.material }),
    body: () => ({ favourite: true }),
    expected: staff(200),
  },
  {
    route: 'DELETE /v1.0/materiali/product/:id',
    params: (d, c) => ({ id: d.fresh.material[slot(c)] }),
    expected: staff(200),
  },
  {
    route: 'POST /v1.0/materiali/carico/:id',
    params: (d) => ({ id: d.material }),
    body: () => ({ quantity: 5 }),
    expected: staff(200),
  },
  {
    route: 'PUT /v1.0/materiali/carico/:id',
    params: (d) => ({ id: d.load }),
    body: () => ({ quantity: 10_000 }),
    expected: staff(200),
  },
  {
    route: 'DELETE /v1.0/materiali/carico/:id',
    params: (d, c) => ({ id: d.fresh.load[slot(c)] }),
    expected: staff(200),
  },
  {
    route: 'POST /v1.0/materiali/image/:id',
    params: (d) => ({ id: d.material }),
    upload: (d) => d.png,
    expected: staff(200),
  },
  // Public by design: <img> tags send no token, and a catalogue picture holds nothing private.
  {
    route: 'GET /v1.0/materiali/image/:id',
    params: (d) => ({ id: d.material }),
    expected: everyone(200),
    file: 'image/',
  },
  {
    route: 'GET /v1.0/dashboard/materials',
    expected: staffAndAgents(200),
    check: (res, c) => {
      // The materials running out are for staff only.
      if (c === 'agent' || c === 'agent2') expect(res.args.response.low_stock).toEqual([]);
    },
  },

  // ----- Agents' requests (materials/routes.ts, requests-routes.ts, user-materials-routes.ts)
  {
    route: 'GET /v1.0/agencies/materiali/:id',
    params: (d) => ({ id: d.client1 }),
    expected: ownedByAgency1(200),
    missing: 'client1',
  },
  {
    route: 'POST /v1.0/agencies/delivery/:id',
    params: (d) => ({ id: d.client1 }),
    body: (d) => ({ product_id: d.material, product_code: d.materialCode, quantity: 1 }),
    expected: ownedByAgency1(200),
    missing: 'client1',
  },
  {
    route: 'POST /v1.0/invio/save-requests',
    body: (d) => ({
      requests: [{ client_id: d.client1, product_id: d.material, quantity: 1 }],
      request_massiva: false,
    }),
    expected: ownedByAgency1(200),
    missing: 'client1',
  },
  {
    route: 'POST /v1.0/invio/save-request-massiva',
    body: (d) => ({ requests: [{ client_id: d.client1, product_id: d.material, quantity: 1 }], description: 'Fiera' }),
    expected: ownedByAgency1(200),
    missing: 'client1',
  },
  {
    route: 'PUT /v1.0/materiali/request/:id',
    label: "agency 1's request",
    params: (d) => ({ id: d.request1 }),
    body: () => ({ quantity: 2 }),
    expected: ownedByAgency1(200),
    missing: 'request1',
  },
  {
    route: 'PUT /v1.0/materiali/request/:id',
    label: "agency 2's request",
    params: (d) => ({ id: d.request2 }),
    body: () => ({ quantity: 2 }),
    expected: ownedByAgency2(200),
    missing: 'request2',
  },
  {
    route: 'GET /v1.0/arrex/materiali/:page/:agency',
    params: (d) => ({ page: 1, agency: d.agency1 }),
    expected: ownedByAgency1(200),
    missing: 'agency1',
  },
  {
    route: 'GET /v1.0/arrex/materiali/:page/:agency',
    label: "agency 2 filtered on agency 1's client",
    params: (d) => ({ page: 1, agency: d.agency2 }),
    query: (d) => ({ client: d.client1 }),
    expected: { ...staff(404), agent: 404, agent2: 404 },
  },
  {
    route: 'GET /v2.0/materiali/request-agencies/:page',
    label: 'filtered on agency 1',
    params: () => ({ page: 1 }),
    query: (d) => ({ pageSize: 100, agency: d.agency1 }),
    expected: staffAndAgents(200),
    check: filteredOnAgency1,
  },
  {
    route: 'GET /v2.0/materiali/request-agencies/:page',
    params: () => ({ page: 1 }),
    query: () => ({ pageSize: 100 }),
    expected: staffAndAgents(200),
    check: (res, c, d) => {
      scopedRows(res, c, d);
      if (c === 'agent2') expect(rowsOf(res).map((r) => r.id)).not.toContain(d.request1);
    },
  },
  {
    route: 'POST /v2.0/richieste-agenti/:id',
    params: (d, c) => ({ id: d.fresh.pending[slot(c)] }),
    body: () => ({ status: 'accepted', quantity: 1 }),
    expected: staff(200),
  },

  // ----- To be sent and preparations (shipments/routes.ts, preparations-routes.ts)
  { route: 'GET /v1.0/invio/:page', params: () => ({ page: 1 }), expected: staff(200) },
  { route: 'GET /v1.0/invio/get-agencies', expected: staff(200) },
  { route: 'GET /v1.0/invio/get-clients/:agency', params: (d) => ({ agency: d.agency1 }), expected: staff(200) },
  { route: 'GET /v1.0/invio/shipping-to', query: (d) => ({ client: d.client1 }), expected: staff(200) },
  { route: 'GET /v1.0/invio/get-order-by', expected: staff(200) },
  { route: 'GET /v1.0/invii/:page', params: () => ({ page: 1 }), expected: staff(200) },
  {
    route: 'POST /v1.0/invio/session',
    body: (d, c) => ({ requests: [d.fresh.accepted[slot(c)]] }),
    expected: staff(200),
  },
  {
    route: 'GET /v1.0/invio/session/:id',
    params: (d) => ({ id: d.preparation }),
    expected: staff(200),
  },
  {
    route: 'GET /v1.0/invio/session/:id',
    label: 'packing list',
    params: (d) => ({ id: d.preparation }),
    query: () => ({ output: 'pdf' }),
    expected: staff(200),
    file: 'application/pdf',
  },
  {
    route: 'PUT /v1.0/invio/session/:id',
    params: (d) => ({ id: d.preparation }),
    body: (d) => ({ requests: [d.preparationRequest] }),
    expected: staff(200),
  },
  {
    route: 'DELETE /v1.0/invio/session/:id',
    params: (d, c) => ({ id: d.fresh.deleteSession[slot(c)] }),
    expected: staff(200),
  },
  { route: 'DELETE /v1.0/invii/:id', params: (d, c) => ({ id: d.fresh.deleteInvii[slot(c)] }), expected: staff(200) },
  { route: 'DELETE /v1.0/invio/:id', params: (d, c) => ({ id: d.fresh.deleteInvio[slot(c)] }), expected: staff(200) },
  {
    route: 'POST /v1.0/invio/group-shipping',
    body: (d, c) => ({ orders_id: d.fresh.group[slot(c)] }),
    expected: staff(200),
  },

  // ----- Shipments (shipments/routes.ts)
  {
    route: 'GET /v1.0/spedizioni/:page',
    params: () => ({ page: 1 }),
    query: () => ({ pageSize: 100 }),
    expected: staffAndAgents(200),
    check: scopedRows,
  },
  {
    route: 'GET /v1.0/spedizioni/:page',
    label: 'filtered on agency 1',
    params: () => ({ page: 1 }),
    query: (d) => ({ pageSize: 100, agency: d.agency1 }),
    expected: staffAndAgents(200),
    check: filteredOnAgency1,
  },
  {
    route: 'GET /v1.0/spedizioni/details/:id',
    label: "agency 1's shipment",
    params: (d) => ({ id: d.shipment1 }),
    expected: ownedByAgency1(200),
    missing: 'shipment1',
    check: (res, c) => {
      // The internal note is for staff only.
      const note = res.args.response.internal_note;
      if (c === 'agent') expect(note).toBeNull();
      else expect(note).toBe('Imballare gli espositori a parte');
    },
  },
  {
    route: 'GET /v1.0/spedizioni/details/:id',
    label: "agency 2's shipment",
    params: (d) => ({ id: d.shipment2 }),
    expected: ownedByAgency2(200),
    missing: 'shipment2',
  },
  {
    route: 'POST /v1.0/invio/shipping-notes/:id',
    params: (d) => ({ id: d.shipment1 }),
    body: () => ({ notes: 'Citofonare al magazzino' }),
    expected: staff(200),
  },
  { route: 'GET /v1.0/spedizioni/internal-note/:id', params: (d) => ({ id: d.shipment1 }), expected: staff(200) },
  {
    route: 'PUT /v1.0/spedizioni/details/:id',
    params: (d) => ({ id: d.shipment1 }),
    body: () => ({ parcels: 2, waybill: 'GLS-77' }),
    expected: staff(200),
  },
  {
    route: 'POST /v1.0/spedizioni/internal-note/:id',
    params: (d) => ({ id: d.shipment1 }),
    body: () => ({ note: 'Imballare gli espositori a parte' }),
    expected: staff(200),
  },
  {
    route: 'GET /v1.0/spedizioni/:id/labels',
    params: (d) => ({ id: d.shipment1 }),
    expected: staff(200),
    file: 'application/pdf',
  },
  {
    route: 'POST /v1.0/spedizioni/:id/:status',
    params: (d, c) => ({ id: d.fresh.move[slot(c)], status: 'to_confirm' }),
    body: () => ({ parcels: 1 }),
    expected: staff(200),
  },
];

// ---------------------------------------------------------------------------------------------

let t: TestApp;
let tok: DemoTokens;
let d: Data;

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : tok[caller]);

function multipart(data: Buffer) {
  const boundary = '----portal-access';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** A row's call as one caller, its parameters taken from `data`. */
function send(row: Row, data: Data, caller: Caller) {
  const [method, path] = row.route.split(' ') as [string, string];
  const params = row.params?.(data, caller) ?? {};
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${row.route}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const query = row.query
    ? `?${new URLSearchParams(Object.entries(row.query(data)).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const upload = row.upload ? multipart(row.upload(data)) : undefined;
  return t.call({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: `/en${filled}${query}`,
    token: tokenOf(caller),
    ...(upload ?? (row.body ? { payload: row.body(data, caller) } : {})),
  });
}

/** A call the setup needs, which must succeed: its `args.response`. */
async function must(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  const res = await t.call({ method, url: `/en${url}`, token, ...(payload ? { payload } : {}) });
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.args.response;
}

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  const agencyOf = async (token: string) => (await must('GET', '/v1.0/auth/me', token)).agency.id as number;
  const firstClient = async (token: string) =>
    (await must('GET', '/v1.0/agencies/clients', token)).rows[0].id as number;
  const [agency1, agency2, client1, client2] = await Promise.all([
    agencyOf(tok.agent),
    agencyOf(tok.agent2),
    firstClient(tok.agent),
    firstClient(tok.agent2),
  ]);

  let codes = 0;
  const newMaterial = async () => {
    const code = `ACCESS-${++codes}`;
    const created = await must('POST', '/v1.0/materiali/product', tok.admin, {
      product_code: code,
      family_id: 1,
      names: { it: `Materiale di prova ${codes}` },
    });
    return { id: created.id as number, code };
  };
  const { id: material, code: materialCode } = await newMaterial();
  const load = (await must('POST', `/v1.0/materiali/carico/${material}`, tok.admin, { quantity: 10_000 })).id as number;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c03' } })
    .png()
    .toBuffer();
  const picture = await t.call({
    method: 'POST',
    url: `/en/v1.0/materiali/image/${material}`,
    token: tok.admin,
    ...multipart(png),
  });
  expect(picture.status).toBe(200);

  const request = async (token: string, client: number) =>
    (
      await must('POST', `/v1.0/agencies/delivery/${client}`, token, {
        product_id: material,
        product_code: materialCode,
        quantity: 1,
      })
    ).ids[0] as number;
  const accepted = async () => {
    const id = await request(tok.agent, client1);
    await must('POST', `/v2.0/richieste-agenti/${id}`, tok.admin, { status: 'accepted', quantity: 1 });
    return id;
  };
  const prepare = async (requestId?: number) =>
    (await must('POST', '/v1.0/invio/session', tok.admin, { requests: [requestId ?? (await accepted())] }))
      .id as number;
  const each = async <T>(make: () => Promise<T>): Promise<Each<T>> => ({ sales: await make(), admin: await make() });

  const shipmentsOf = async (token: string) =>
    (await must('GET', '/v1.0/spedizioni/1?pageSize=100', token)).rows as { id: number; status: string }[];
  const shipment1 = (await shipmentsOf(tok.agent)).find((s) => s.status === 'ready')?.id as number;
  const shipment2 = (await shipmentsOf(tok.agent2))[0]?.id as number;
  const preparationRequest = await accepted();

  d = {
    agency1,
    agency2,
    client1,
    client2,
    material,
    materialCode,
    load,
    request1: await request(tok.agent, client1),
    request2: await request(tok.agent2, client2),
    shipment1,
    shipment2,
    preparation: await prepare(preparationRequest),
    preparationRequest,
    png,
    fresh: {
      code: { admin: 'ACCESS-NEW-A', sales: 'ACCESS-NEW-S' },
      material: await each(async () => (await newMaterial()).id),
      load: await each(
        async () => (await must('POST', `/v1.0/materiali/carico/${material}`, tok.admin, { quantity: 1 })).id as number,
      ),
      pending: await each(() => request(tok.agent, client1)),
      accepted: await each(accepted),
      deleteSession: await each(() => prepare()),
      deleteInvii: await each(() => prepare()),
      deleteInvio: await each(() => prepare()),
      group: await each(async () => [await prepare(), await prepare()] as [number, number]),
      move: await each(() => prepare()),
    },
  };
  expect(d.shipment1 && d.shipment2).toBeTruthy();
});
afterAll(() => t?.close());

const title = (row: Row) => (row.label ? `${row.route} (${row.label})` : row.route);

describe('who may call what in materials and shipments', () => {
  it.each(ROWS.map((row) => ({ name: title(row), row })))('$name', async ({ row }) => {
    const got: Record<string, number> = {};
    for (const caller of CALLERS) {
      const res = await send(row, d, caller);
      got[caller] = res.status;
      if (res.status === 200 && row.file) {
        expect(String(res.headers['content-type']), caller).toContain(row.file);
        continue;
      }
      // Every other answer is the envelope, with the HTTP status as its code; never a 500.
      expect(res.body.code, `${caller}: ${JSON.stringify(res.body)}`).toBe(res.status);
      if (res.status === 401) expect(res.body.args.error.message).toBe('Session expired');
      if (res.status === 403) expect(res.body.args.error.message).toBe('You are not allowed to do this');
      // A route that answers, not the router's "no such address".
      if (res.status === 404) expect(res.body.args.error.message).toBe('Not found');
      if (res.status >= 400) expect(res.body.args.response).toBeUndefined();
      if (res.status === 200) row.check?.(res.body, caller, d);
    }
    expect(got).toEqual(row.expected);

    // Another agency's record answers exactly as a record that does not exist, to its owner too.
    const refused = (['agent', 'agent2'] as const).find((c) => row.expected[c] === 404);
    const owner = refused === 'agent' ? 'agent2' : 'agent';
    if (refused && row.expected[owner] === 200) {
      expect(row.missing, `${title(row)} needs "missing": the record ${refused} does not own`).toBeDefined();
      const other = await send(row, d, refused);
      const absent = await send(row, { ...d, [row.missing as DataKey]: 999_999 }, owner);
      expect({ status: other.status, body: other.body }).toEqual({ status: absent.status, body: absent.body });
    }
  });

  it('has a row for every route of the two modules the app serves, and no row for a route it does not', async () => {
    const doc = (await t.call({ method: 'GET', url: '/docs/json' })).body as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const MINE =
      /^\/v\d\.\d\/(materiali|invio|invii|spedizioni|arrex\/materiali|richieste-agenti|agencies\/(materiali|delivery)|dashboard\/materials)(\/|$)/;
    const served = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({
          route: `${method.toUpperCase()} ${path.replace(/^\/\{lang\}/, '').replace(/\{(\w+)\}/g, ':$1')}`,
          tags: op.tags ?? [],
        })),
    );
    const modules = served
      .filter(
        ({ route, tags }) =>
          tags.includes('materials') || tags.includes('shipments') || MINE.test(route.split(' ')[1] as string),
      )
      .map(({ route }) => route);
    const tabled = new Set(ROWS.map((r) => r.route));
    expect(modules.filter((r) => !tabled.has(r)).sort()).toEqual([]);
    expect([...tabled].filter((r) => !served.some((s) => s.route === r)).sort()).toEqual([]);
  });
});
