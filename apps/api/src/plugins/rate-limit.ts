import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { hitCounter, readCounter } from '../db/counters';
import type { Db } from '../db/index';
import { AppError } from '../lib/errors';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit store kept in the database, so the limit holds across instances. */
function databaseStore(db: Db) {
  return class DatabaseStore {
    constructor(private readonly options: { routeInfo?: { url?: string } } = {}) {}
    private key(id: string) {
      return `rl:${this.options.routeInfo?.url ?? 'global'}:${id}`;
    }
    incr(id: string, cb: Callback, timeWindow: number) {
      hitCounter(db, this.key(id), timeWindow).then(
        (c) => cb(null, { current: c.count, ttl: Math.max(0, c.resetAt.getTime() - Date.now()) }),
        (error: Error) => cb(error),
      );
    }
    read(id: string, cb: Callback) {
      readCounter(db, this.key(id)).then(
        (c) => cb(null, { current: c?.count ?? 0, ttl: c ? Math.max(0, c.resetAt.getTime() - Date.now()) : 0 }),
        (error: Error) => cb(error),
      );
    }
    child(routeOptions: { routeInfo?: { url?: string } }) {
      return new DatabaseStore(routeOptions);
    }
  };
}

/** Only routes that opt in (`config.rateLimit`) are limited: the auth calls. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db) as never,
      skipOnError: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'errors.tooManyRequests', { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
