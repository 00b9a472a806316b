import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { DOWNLOAD_LIMITS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { rows } from './helpers';

/**
 * Uploads over a real socket: a 200 MB+ file streamed into the store with the process's memory
 * staying flat, one over the 1 GB limit as it comes (no declared length), and one cut short.
 * Neither of the last two leaves a record, a row or bytes.
 */
let t: TestApp;
let token: string;
let port: number;
let folder: number;
const BOUNDARY = '----downloads-stream';
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const [row] = await rows<{ id: number }>(t, sql`select id from download_folders where name_it = 'Cataloghi'`);
  folder = row?.id as number;
});
afterAll(() => t.close());

const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
const tail = `\r\n--${BOUNDARY}--\r\n`;

/** One MB piece of the file: not all zeros, so the first bytes tell no type. */
const piece = Buffer.alloc(MB, 7);

/** Sends `megabytes` MB of file, chunked (no length), sampling the process's RSS meanwhile. */
function streamUpload(megabytes: number): Promise<{ status: number; body: string; peakGrowth: number }> {
  return new Promise((resolve, reject) => {
    const start = process.memoryUsage().rss;
    let peak = start;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/en/v1.0/downloads/folders/${folder}/files`,
        headers: { 'access-token': token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => {
          clearInterval(timer);
          resolve({ status: res.statusCode ?? 0, body, peakGrowth: peak - start });
        });
      },
    );
    req.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    let sent = 0;
    req.write(head);
    const more = () => {
      while (sent < megabytes) {
        sent++;
        if (!req.write(piece)) {
          req.once('drain', more);
          return;
        }
      }
      req.end(tail);
    };
    more();
  });
}

/** Downloads `path` over the socket, counting the bytes and sampling the process's RSS. */
function streamDownload(path: string): Promise<{ status: number; bytes: number; peakGrowth: number }> {
  return new Promise((resolve, reject) => {
    const start = process.memoryUsage().rss;
    let peak = start;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { 'access-token': token } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => {
        clearInterval(timer);
        resolve({ status: res.statusCode ?? 0, bytes, peakGrowth: peak - start });
      });
    });
    req.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    req.end();
  });
}

const counts = async () =>
  (
    await rows<{ files: string; area: string; loose: string }>(
      t,
      sql`select (select count(*) from files) as files, (select count(*) from download_files) as area,
                 (select count(*) from file_uploads) as loose`,
    )
  )[0];

describe('streamed uploads', () => {
  it('stores a 210 MB upload as it comes: the memory stays flat, the checksum is the file’s', async () => {
    const result = await streamUpload(210);
    expect(result.status, result.body).toBe(200);
    expect(result.peakGrowth).toBeLessThan(150 * MB);
    console.info(`210 MB upload: RSS grew at most ${Math.round(result.peakGrowth / MB)} MB`);
    const id = JSON.parse(result.body).args.response.id as string;
    const [record] = await rows<{ size: string; sha256: string }>(
      t,
      sql`select size, sha256 from files where id = ${id}`,
    );
    const hash = createHash('sha256');
    for (let i = 0; i < 210; i++) hash.update(piece);
    expect({ size: Number(record?.size), sha256: record?.sha256 }).toEqual({
      size: 210 * MB,
      sha256: hash.digest('hex'),
    });
    // A range of it, near the end.
    const part = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/downloads/files/${id}`,
      headers: { 'access-token': token, range: `bytes=${210 * MB - 10}-` },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(Buffer.alloc(10, 7));
    // The whole of it downloaded over the socket: read as it comes, the memory stays flat too.
    const down = await streamDownload(`/en/v1.0/downloads/files/${id}`);
    expect(down.status).toBe(200);
    expect(down.bytes).toBe(210 * MB);
    expect(down.peakGrowth).toBeLessThan(150 * MB);
    console.info(`210 MB download: RSS grew at most ${Math.round(down.peakGrowth / MB)} MB`);
  }, 240_000);

  it('refuses a streamed upload past 1 GB with a 413 and keeps nothing of it', async () => {
    const before = await counts();
    const result = await streamUpload(DOWNLOAD_LIMITS.fileBytes / MB + 2).catch((error: Error) => ({
      status: 0,
      body: error.message,
      peakGrowth: 0,
    }));
    console.info(`over the limit: ${result.status} ${result.body.slice(0, 120)}`);
    // The server answers once the part is cut; the client may see the answer or a reset socket.
    if (result.status !== 0) {
      expect(result.status, result.body).toBe(413);
      expect(JSON.parse(result.body).args.error.key).toBe('downloads.errors.tooLarge');
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(await counts()).toEqual(before);
  }, 600_000);

  it('keeps nothing of an upload cut short', async () => {
    const before = await counts();
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /en/v1.0/downloads/folders/${folder}/files HTTP/1.1\r\nHost: x\r\naccess-token: ${token}\r\n` +
            `content-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${50 * MB}\r\n\r\n${head}`,
        );
        let sent = 0;
        const more = () => {
          while (sent < 5) {
            sent++;
            if (!socket.write(piece)) return void socket.once('drain', more);
          }
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 200);
        };
        more();
      });
    });
    // The server notices the closed socket, the store's write fails and its bytes go.
    for (let i = 0; i < 50; i++) {
      const now = await counts();
      if (now?.loose === before?.loose) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await counts()).toEqual(before);
  });
});
