/**
 * The paths of `day.ts`: what each user of the day opens, built from what that user sees (their
 * own clients, agency and words), and the writes spread over the domains.
 */
export type Role = 'agent' | 'sales' | 'customer';
export type User = { name: string; role: Role; token: string; n: number };
export type Step = { kind: string; path: string; method?: string; body?: { type: string; data: Buffer } };
type Seen = { agency?: number; agencyCode?: string; clients: { id: number; code: string | null; name: string }[] };

type Envelope<T> = { args: { response: T } };

export async function getJson<T>(base: string, path: string, token: string): Promise<T> {
  const url = `${base}/it/${/^v\d\.\d\//.test(path) ? '' : 'v1.0/'}${path}`;
  const response = await fetch(url, { headers: { 'access-token': token } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as Envelope<T>).args.response;
}

/** A small deterministic generator per user, so two runs walk the same paths. */
function random(seed: number) {
  let s = seed * 2654435761;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const pick = <T>(list: readonly T[], r: () => number) => list[Math.floor(r() * list.length)] as T;

/** A word of three letters or more from a client's name: what a user types to find it again. */
function wordOf(name: string, r: () => number) {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !/^(srl|spa|snc|sas)$/i.test(w));
  const word = words.length ? pick(words, r) : 'mobili';
  return encodeURIComponent(word.slice(0, 3 + Math.floor(r() * 3)).toLowerCase());
}

const STATUSES = ['draft', 'sent', 'signed', 'confirmed', 'none'];
const CATEGORIES = ['furniture', 'premia', 'appliances'];

/** Each user's own path, about a dozen calls, walked again and again. */
function pathOf(user: User, seen: Seen): Step[] {
  const r = random(user.n + 1);
  const client = seen.clients.length ? pick(seen.clients, r) : undefined;
  const other = seen.clients.length ? pick(seen.clients, r) : undefined;
  const word = wordOf(other?.name ?? 'mobili', r);
  if (user.role === 'customer') {
    return [
      { kind: 'dashboard', path: 'dashboard' },
      { kind: 'list', path: `invoices?page=1` },
      { kind: 'list', path: `invoices?page=1&status=${pick(['paid', 'overdue', 'due'], r)}` },
      { kind: 'list', path: 'order-form?page=1' },
      { kind: 'search', path: `appliances/search?q=${pick(['forno', 'frigo', 'bosch', 'lavastov', 'piano'], r)}` },
      { kind: 'list', path: 'content/news' },
      { kind: 'revenue', path: 'sales/best-sellers' },
    ];
  }
  const agency = seen.agency;
  const card = client ? `agencies/clients/${client.id}` : 'agencies/clients?page=1';
  const page = 1 + Math.floor(r() * 5);
  if (user.role === 'agent') {
    return [
      { kind: 'dashboard', path: 'dashboard' },
      { kind: 'list', path: 'agencies/clients?page=1' },
      { kind: 'list', path: `agencies/clients?page=${page}&status=${pick(STATUSES, r)}` },
      { kind: 'search', path: `generic/search?q=${word}` },
      { kind: 'client card', path: card },
      { kind: 'revenue', path: `sales/current/agent/${agency}` },
      { kind: 'revenue', path: client ? `sales/progress/client/${client.id}` : `sales/delta/agent/${agency}` },
      { kind: 'list', path: 'v2.0/materiali/request-agencies/1' },
      { kind: 'list', path: 'invoices?page=1' },
      { kind: 'dashboard', path: 'dashboard/premia' },
    ];
  }
  return [
    { kind: 'dashboard', path: 'dashboard' },
    { kind: 'list', path: `agencies/clients?page=${page}&agent=${agency}` },
    { kind: 'list', path: `agencies/clients?page=1&status=${pick(STATUSES, r)}` },
    { kind: 'search', path: `generic/search?q=${word}` },
    { kind: 'client card', path: card },
    { kind: 'revenue', path: 'sales/current' },
    { kind: 'map', path: 'agencies/clients/map' },
    { kind: 'revenue', path: `sales/own-clients/agent/${agency}?categories=${pick(CATEGORIES, r)}` },
    { kind: 'list', path: 'v2.0/materiali/request-agencies/1?status=pending' },
    { kind: 'list', path: `invoices?page=1&status=overdue` },
    { kind: 'dashboard', path: 'dashboard/status-schede' },
  ];
}

type Paths = Map<string, Step[]> & { seen?: Map<string, Seen>; products?: number[]; agencies?: Seen[] };

/**
 * What each user sees first (their agency and a page of their clients; a sales user is given an
 * agency of the network to follow), and the path made of it.
 */
export async function userPaths(base: string, users: User[]): Promise<Paths> {
  const paths: Paths = new Map();
  const seen = new Map<string, Seen>();
  const admin = users.find((u) => u.role === 'sales') as User;
  const agencies = await getJson<{ rows: { id: number; code: string }[] }>(
    base,
    'admin/agencies?pageSize=100',
    admin.token,
  );
  const products = await getJson<{ rows: { id: number; visible: boolean; available: number }[] }>(
    base,
    'materiali/products/1?pageSize=100',
    admin.token,
  );
  for (const user of users) {
    const me = await getJson<{ agency: { id: number } | null; customer: { id: number } | null }>(
      base,
      'auth/me',
      user.token,
    );
    const followed = agencies.rows[user.n % agencies.rows.length];
    const agency = me.agency?.id ?? followed?.id;
    let clients: Seen['clients'] = [];
    if (user.role !== 'customer') {
      const list = await getJson<{ rows: { id: number; code: string | null; company_name: string }[] }>(
        base,
        `agencies/clients?page=1&pageSize=50${user.role === 'sales' ? `&agent=${agency}` : ''}`,
        user.token,
      );
      clients = list.rows.map((row) => ({ id: row.id, code: row.code, name: row.company_name }));
    }
    const own: Seen = {
      agency,
      agencyCode: agencies.rows.find((a) => a.id === agency)?.code,
      clients,
    };
    seen.set(user.name, own);
    paths.set(user.name, pathOf(user, own));
  }
  paths.seen = seen;
  // What an agent can ask for: the materials shown to agents, with pieces left for a day's requests.
  paths.products = products.rows.filter((row) => row.visible && row.available > 1000).map((row) => row.id);
  return paths;
}

const json = (value: unknown) => ({ type: 'application/json', data: Buffer.from(JSON.stringify(value)) });

/** A small sales file (the ERP's columns) of a few lines for one client of the user's agency. */
function salesFile(seen: Seen, n: number) {
  const client = seen.clients.find((c) => c.code) ?? seen.clients[0];
  const boundary = `----day${n}`;
  const year = new Date().getFullYear();
  const lines = ['Data;Agente;Codice cliente;Categoria;Prodotto;Quantità;Importo;Numero fattura;Riga fattura'];
  for (let i = 0; i < 5; i++) {
    lines.push(
      `0${1 + i}/01/${year};${seen.agencyCode};${client?.code};NN;Articolo ${i};1;${100 + i},50;D${n}-${Date.now()};${i + 1}`,
    );
  }
  const data = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="vendite-${n}.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${lines.join('\r\n')}\r\n\r\n--${boundary}--\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, data };
}

/**
 * The `n`th write of the day, by the user whose turn it is, in the domain that user works in: an
 * agent files a material request or saves a new client's sheet; sales staff set a budget or
 * (one of their writes in 4) import a few sales lines.
 */
export function writeStep(user: User, n: number, paths: Paths): Step | undefined {
  const seen = paths.seen?.get(user.name);
  if (!seen) return undefined;
  if (user.role === 'agent') {
    const client = seen.clients[n % Math.max(1, seen.clients.length)];
    const product = paths.products?.[n % (paths.products?.length || 1)];
    if (n % 2 === 0 && client && product)
      return {
        kind: 'write: material request',
        method: 'POST',
        path: 'invio/save-request-massiva',
        body: json({ requests: [{ client_id: client.id, product_id: product, quantity: 1 }], description: 'day' }),
      };
    return {
      kind: 'write: sheet saved',
      method: 'POST',
      path: 'agencies/schede/client-set',
      body: json({
        is_edited: true,
        scheda_fields: {
          legal_seat: { company_name: `Giornata ${user.name} ${n}` },
          agency: { agency_id: seen.agency },
        },
      }),
    };
  }
  if (user.role === 'sales') {
    if (n % 4 === 3 && seen.agencyCode && seen.clients.length)
      return { kind: 'write: import', method: 'POST', path: 'admin/imports/sales', body: salesFile(seen, n) };
    return {
      kind: 'write: budget',
      method: 'POST',
      path: `sales/budget/agent/${seen.agency}`,
      body: json({ year: new Date().getFullYear(), category: 'furniture', amount: 100_000 + (n % 1000) * 100 }),
    };
  }
  return undefined;
}
