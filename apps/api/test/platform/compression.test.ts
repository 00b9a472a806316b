import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * What travels: API answers over 1 kB compressed as the client accepts (the envelope intact once
 * decompressed), files (PDF, xlsx) and small answers as they are; the web app's files as the
 * brotli or gzip copy the build made, with the caching each kind of file needs.
 */
let t: TestApp;
let dist: string;
let admin: string;
const script = `export const app = ${JSON.stringify('x'.repeat(4000))};`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, content: string) => {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  };
  write('index.html', `<!doctype html><title>portal</title><!--${'shell '.repeat(300)}-->`);
  write('sw.js', `self.version = 1; // ${'worker '.repeat(300)}`);
  write('assets/app-123.js', script);
  // A file whose copies the build left out (not smaller): sent as it is.
  writeFileSync(path.join(dist, 'assets', 'tiny-1.js'), 'export{}');
  t = await createTestApp({ webDist: dist });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('API answers', () => {
  const list = '/it/v1.0/admin/schede/status-clients?page=1&pageSize=20';

  it('are compressed above 1 kB in brotli or gzip, the envelope intact', async () => {
    const plain = await get(list, { 'access-token': admin });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const envelope = plain.json();
    expect(envelope.code).toBe(200);

    const br = await get(list, { 'access-token': admin, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(envelope);

    const gz = await get(list, { 'access-token': admin, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(envelope);
  });

  it('are left as they are under 1 kB', async () => {
    const failure = await get('/it/v1.0/auth/me', { 'accept-encoding': 'br' });
    expect(failure.statusCode).toBe(401);
    expect(failure.headers['content-encoding']).toBeUndefined();
    expect(failure.json().args.error.key).toBe('errors.sessionExpired');
  });

  it('send PDFs and spreadsheets as they are, with their length', async () => {
    const pdf = await get('/it/v1.0/arrex/scheda-vuota', { 'access-token': admin, 'accept-encoding': 'br, gzip' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(Number(pdf.headers['content-length'])).toBe(pdf.rawPayload.length);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const print = await t.call({
      method: 'POST',
      url: '/it/v1.0/admin/agencies/clients/print',
      token: admin,
      payload: { output: 'xlsx' },
    });
    expect(print.status).toBe(200);
    const link = new URL(print.body.args.response.message as string);
    const xlsx = await get(link.pathname, { 'accept-encoding': 'br, gzip' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('do not decompress request bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/it/v1.0/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'admin', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});

describe('web app files', () => {
  it('are sent as the precompressed copy the browser accepts', async () => {
    const br = await get('/assets/app-123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const tiny = await get('/assets/tiny-1.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export{}');
  });

  it('keep hashed files a year and make the shell and the service worker ask every time', async () => {
    const asset = await get('/assets/app-123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/registry/5', '/sw.js', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).length, url).toBeGreaterThan(1000);
    }
  });
});
