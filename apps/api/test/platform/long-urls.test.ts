import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * What Node's HTTP parser refuses before Fastify sees it (a URL or headers over 16 kB) still
 * answers the envelope, in the URL's language. `inject` skips Node's parser, so these tests
 * send real requests to a listening server.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads the answer until the server closes the connection. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close while the request is still being written: what it answered counts.
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(request);
  });
}

const get = (url: string, headers = '') =>
  raw(`GET ${url} HTTP/1.1\r\nhost: localhost\r\n${headers}connection: close\r\n\r\n`);

describe('requests Node refuses before Fastify', () => {
  it.each([
    [16 * 1024, 'fr', 'Cette adresse est trop longue'],
    [64 * 1024, 'es', 'Esta dirección es demasiado larga'],
    [100 * 1024, 'it', 'Questo indirizzo è troppo lungo'],
  ])('a URL of %i bytes answers 414 and the envelope in its language (%s)', async (size, lang, message) => {
    const path = `/${lang}/v1.0/generic/search?q=`;
    const res = await get(path + 'a'.repeat(size - path.length));
    expect(res.status).toBe(414);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ code: 414, args: { error: { key: 'errors.urlTooLong', message } } });
  });

  it('answers in English when the URL has no language', async () => {
    const res = await get(`/${'x'.repeat(20_000)}`);
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body).args.error.message).toBe('This address is too long');
  });

  it('answers 431 and the envelope for headers over the limit', async () => {
    const res = await get('/it/v1.0/auth/me', `x-big: ${'a'.repeat(20_000)}\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      code: 431,
      args: { error: { key: 'errors.headersTooLarge', message: 'Le intestazioni della richiesta sono troppo grandi' } },
    });
  });

  it('answers 400 and the envelope for a request Node cannot parse', async () => {
    const res = await raw('GET /en/v1.0/generic/legend HTTP/1.1\r\nhost: localhost\r\nbad header\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      code: 400,
      args: { error: { key: 'errors.badRequest', message: 'The request is not valid' } },
    });
  });

  it('still serves a long URL under the limit', async () => {
    const res = await get(`/en/v1.0/generic/legend?x=${'a'.repeat(15_000)}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).code).toBe(200);
  });
});
