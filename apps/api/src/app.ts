import path from 'node:path';
import { isLanguage, LIMITS } from '@portal/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/index';
import { AppError } from './lib/errors';
import { responseSerializerCompiler } from './lib/serializer';
import type { Storage } from './lib/storage/index';
import { openStorage } from './lib/storage/select';
import { createMailer, type Mailer } from './mail/mailer';
import { loadModules } from './modules/index';
import answerCachePlugin from './plugins/answer-cache';
import authPlugin from './plugins/auth';
import compressPlugin from './plugins/compress';
import dbPlugin from './plugins/db';
import errorsPlugin, { clientErrorHandler, frameworkErrors, sendFailure } from './plugins/errors';
import i18nPlugin, { pathLanguage } from './plugins/i18n';
import { type LogStream, loggerOptions } from './plugins/logging';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import webPlugin from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    storage: Storage;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  /** `false` for none; a level or a destination (tests read the log) keep the safe options. */
  logger?: false | { level?: string; stream?: LogStream };
};

/**
 * Every route schema is zod. Naming its compilers as the factories keeps Fastify from loading
 * its defaults, Ajv and fast-json-stringify, which would cost a start about 60 ms.
 */
const zodCompilers = (serializer: ReturnType<typeof responseSerializerCompiler>) =>
  ({
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializer,
  }) as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const serializer = responseSerializerCompiler(config.checkResponses);
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(logger?.level ?? config.logLevel, logger?.stream),
    bodyLimit: LIMITS.jsonBodyBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: zodCompilers(serializer) },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializer);
  app.decorate('config', config);
  // On close, answers to requests still in flight end their keep-alive connection: otherwise
  // the server would wait for the client to hang up before the process can exit.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  // The id of every request is in the logs and in the answer, so a user's report can be traced.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(i18nPlugin);
  await app.register(dbPlugin, { database });
  const storage = await openStorage(config, database);
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());
  app.decorate(
    'mailer',
    createMailer(app.db, config, (key) => app.storage.read(key)),
  );
  const webRoot = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  await app.register(securityHeadersPlugin, { webRoot });
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin);

  const modules = await loadModules();
  for (const domain of modules) domain.settings?.(config.env);
  for (const domain of modules) if (domain.root) await app.register(domain.root);
  for (const [version, routes] of [
    ['v1.0', modules.flatMap((domain) => domain.v1 ?? [])],
    ['v2.0', modules.flatMap((domain) => domain.v2 ?? [])],
  ] as const) {
    await app.register(
      async (api) => {
        api.addHook('onRequest', async (request) => {
          if (!isLanguage((request.params as { lang?: string }).lang)) {
            throw new AppError(400, 'errors.unsupportedLanguage');
          }
        });
        // No answer of the API is kept by a browser's or a proxy's cache unless its route says so
        // (a public picture): invoices, labels, spreadsheets and lists hold personal data.
        api.addHook('onSend', (_request, reply, payload, done) => {
          if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
          done(null, payload);
        });
        await api.register(compressPlugin);
        await api.register(authPlugin);
        await api.register(answerCachePlugin);
        for (const route of routes) await api.register(route);
      },
      { prefix: `/:lang/${version}` },
    );
  }

  await app.register(webPlugin, { root: webRoot });

  /**
   * The web app's own routes get index.html. A missing file (an old chunk after a deploy) or an
   * address that looks like the API or the health check does not: it gets the 404 envelope. HEAD
   * answers as GET without the body (Node sends none for HEAD), for link checkers and probes.
   */
  const isAppRoute = (url: string) => {
    const pathname = url.split('?')[0] ?? '';
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    return (
      !pathname.startsWith('//') &&
      !pathname.startsWith('/docs') &&
      !/\/v\d+\.\d+(\/|$)/i.test(pathname) &&
      !/^\/health\/?$/i.test(pathname) &&
      !last.includes('.')
    );
  };

  app.setNotFoundHandler((request, reply) => {
    const isApi = pathLanguage(request.url) !== undefined;
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && app.serveSpa && isAppRoute(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (isApi && !isLanguage(pathLanguage(request.url))) {
      return sendFailure(reply, {
        status: 400,
        key: 'errors.unsupportedLanguage',
        message: request.t('errors.unsupportedLanguage'),
      });
    }
    return sendFailure(reply, { status: 404, key: 'errors.routeNotFound', message: request.t('errors.routeNotFound') });
  });

  return app;
}
