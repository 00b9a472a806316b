import Fastify from 'fastify';
import { freePort } from './portal';

/** The ceiling: Fastify answering a fixed envelope, no hooks, no database. */
export async function startBare() {
  const app = Fastify({ logger: false });
  const answer = { code: 200, args: { response: { ok: true } } };
  app.get('/bare', async () => answer);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => app.close() };
}
