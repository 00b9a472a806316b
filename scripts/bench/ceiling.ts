/**
 * The one-query ceiling: bare Fastify answering one indexed page of 20 clients from the same
 * database the portal is then measured on (PGlite folder or PostgreSQL with a pool of 10),
 * with no token check, hooks or schemas. Run as its own process, like the portal.
 * Usage: node --import tsx scripts/bench/ceiling.ts <port> <pglite dir | postgres url>
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

const [port, target] = process.argv.slice(2);
if (!port || !target) throw new Error('usage: ceiling.ts <port> <pglite dir | postgres url>');

const PAGE = `select id, company_name, city, province from clients
  where kind = 'retailer' and status <> 'deleted' order by name_sort, id limit 20`;

let query: () => Promise<unknown[]>;
let close: () => Promise<void>;
if (target.startsWith('postgres')) {
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  query = async () => (await pool.query({ name: 'page', text: PAGE })).rows;
  close = () => pool.end();
} else {
  const db = await PGlite.create(target, { extensions: { pg_trgm } });
  query = async () => (await db.query(PAGE)).rows;
  close = () => db.close();
}

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ code: 200, args: { response: { rows: await query() } } }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
