import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DbOrTx, queryRows } from '../../db/index';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';
/** One answer as sent: its JSON, and its compressed forms, each made once when first asked for. */
type Payload = { json: Buffer; encoded: Map<Encoding, Promise<Buffer>> };
type Kept = { version: number; payload: Promise<Payload> };

/** The network's map and a few others (an agency's, a category's) per database. */
const KEPT = 8;
/** As `plugins/compress.ts`: smaller answers go as they are. */
const THRESHOLD = 1024;
const caches = new WeakMap<object, Map<string, Kept>>();

/**
 * The encoding `accept-encoding` asks for among brotli and gzip, as `@fastify/compress` chooses it
 * (the highest q, brotli first on a tie; `*` and `x-gzip` stand for gzip), or null for none.
 */
export function encodingOf(header: string | undefined): Encoding | null {
  if (!header) return null;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const name = token.trim() === '*' || token.trim() === 'x-gzip' ? 'gzip' : token.trim();
    if (name !== 'br' && name !== 'gzip') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(value) || value <= 0) continue;
    if (value > bestQ || (value === bestQ && name === 'br')) {
      best = name;
      bestQ = value;
    }
  }
  return best;
}

/**
 * What the map is made of, as one growing number: the clients' map version (moved only by a change
 * of what the map shows of a client, migration 0054) plus the sales' version (moved by every write
 * of the sales). Both only grow, so the sum moves whenever either does and a larger sum is newer
 * data; any other write (a request, a budget, a sheet's state) leaves the kept map in place.
 */
async function mapVersion(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(
    db,
    sql`select (select version from clients_map_version where id = 1)
      + (select version from sales_version where id = 1) as version`,
  );
  return Number(row?.version ?? 0);
}

function encode(payload: Payload, encoding: Encoding): Promise<Buffer> {
  let done = payload.encoded.get(encoding);
  if (!done) {
    done =
      encoding === 'br'
        ? brotli(payload.json, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.json.length,
            },
          })
        : gzip(payload.json);
    payload.encoded.set(encoding, done);
  }
  return done;
}

/**
 * Sends the client map's answer kept for `key` under the map's version (`mapVersion`), made by
 * `produce` (the envelope) when there is none: the map of a scope is the same for every user who
 * sees that scope (every staff user sees the network's), so it is serialized and compressed once
 * per version of what it shows for all of them, not once per call (issue 32: the network's map
 * under 50 connections, with writes elsewhere in between). The version is read before the answer is made, so what is
 * kept under it is never older than it; callers arriving meanwhile share the one computation.
 */
export async function sendKeptMap(
  db: DbOrTx,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  const version = await mapVersion(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const store = cache;
  let kept = store.get(key);
  if (!kept || kept.version !== version) {
    const payload = produce().then((envelope) => {
      const body = reply.serialize(envelope);
      return {
        json: typeof body === 'string' ? Buffer.from(body) : Buffer.from(body as ArrayBuffer),
        encoded: new Map(),
      };
    });
    const entry = { version, payload };
    // A map made at an older version never replaces one made at a newer one.
    if (!kept || kept.version < version) {
      store.delete(key);
      store.set(key, entry);
      payload.catch(() => {
        if (store.get(key) === entry) store.delete(key);
      });
      while (store.size > KEPT) {
        const oldest = store.keys().next().value;
        if (oldest === undefined) break;
        store.delete(oldest);
      }
    }
    kept = entry;
  } else {
    // Most recently used last: the first entry is the one to drop.
    store.delete(key);
    store.set(key, kept);
  }
  const payload = await kept.payload;
  reply.type('application/json; charset=utf-8');
  const encoding = payload.json.length < THRESHOLD ? null : encodingOf(request.headers['accept-encoding']);
  if (payload.json.length >= THRESHOLD) reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(payload.json);
  const body = await encode(payload, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
