import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * API answers over 1 kB in brotli (quality 4: fast) or gzip, as the client accepts. Only text
 * (JSON, HTML, plain text, XML): PDFs, spreadsheets and other files are sent as they are, with
 * their length. Request bodies are not decompressed (a compressed body stays a client error).
 * Registered inside the API scopes only: the web app's files come precompressed (plugins/web.ts).
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/,
    });
  },
  { name: 'compress' },
);
