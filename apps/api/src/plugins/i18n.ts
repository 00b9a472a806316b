import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, isLanguage, type Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the path (`/{lang}/v1.0/…`), else of the browser, else Italian. */
    lang: Language;
    t(key: string, params?: Record<string, string | number>): string;
  }
}

/** The first segment of `/{lang}/v1.0/…` when it looks like an API path. */
export function pathLanguage(url: string): string | undefined {
  return /^\/([^/]+)\/v\d+\.\d+(\/|$|\?)/.exec(url)?.[1];
}

function headerLanguage(request: FastifyRequest): Language | undefined {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return undefined;
}

/** The language of a request: its path's, else (for an unknown path language) the browser's or English. */
export function requestLanguage(request: FastifyRequest): Language {
  const fromPath = pathLanguage(request.url);
  // An unknown path language is refused by the versioned routes; its message uses the
  // browser's language or the fallback.
  return isLanguage(fromPath)
    ? fromPath
    : (headerLanguage(request) ?? (fromPath ? FALLBACK_LANGUAGE : DEFAULT_LANGUAGE));
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.decorateRequest('t', function (this: FastifyRequest, key: string, params?: Record<string, string | number>) {
      return translate(this.lang, key, params);
    });
    app.addHook('onRequest', (request, _reply, done) => {
      request.lang = requestLanguage(request);
      done();
    });
  },
  { name: 'i18n' },
);
