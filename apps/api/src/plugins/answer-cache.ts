import fp from 'fastify-plugin';
import { dataVersion } from '../db/data-version';
import { AnswerCache } from '../lib/answer-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer may be served again to the same user for the same URL while the data's version
     * stays (`lib/answer-cache.ts`): for reads whose answer depends only on the data, the user and
     * the URL, such as lists, counts and searches.
     */
    cached?: boolean;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Wraps the handler of every GET route whose config says `cached`. A call reads the data's
 * version (one small statement), then sends the answer kept under that version, or runs the
 * handler and keeps what it answered. Only a 200 answer the handler returned is kept; anything
 * else (an error, a file, a reply it sent itself) passes through unchanged.
 */
export default fp(
  async (app) => {
    const cache = new AnswerCache(app.config.answerCacheMs);
    if (!cache.enabled) return;
    app.addHook('onRoute', (route) => {
      if (!route.config?.cached) return;
      const handler = route.handler;
      route.handler = async function cachedHandler(request, reply) {
        const user = request.user;
        if (!user) return handler.call(this, request, reply);
        const version = await dataVersion(app.db);
        let produced = false;
        let own: unknown;
        const body = await cache.load(`${user.id}\n${request.url}`, version, async () => {
          produced = true;
          own = await handler.call(this, request, reply);
          if (own === reply || own === undefined || reply.sent || reply.statusCode !== 200) return null;
          const serialized = reply.serialize(own);
          return typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as ArrayBuffer);
        });
        // Says whether the answer was kept (or shared with a caller computing it) or made for this
        // call: the bench's hit rate reads it; it tells nothing the caller could not know.
        if (!reply.sent) reply.header('x-answer-cache', body && !produced ? 'hit' : 'miss');
        if (body) return reply.type(JSON_TYPE).send(body);
        // This call's own answer could not be kept; a caller that waited for another's runs its own.
        return produced ? own : handler.call(this, request, reply);
      };
    });
  },
  { name: 'answer-cache', dependencies: ['auth'] },
);
