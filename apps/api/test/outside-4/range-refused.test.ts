import { translate } from '@portal/contracts/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { LANGS } from '../outside/helpers';

/**
 * An outside tester (4) on stored files' downloads: a `Range` wholly past the file's end was a
 * 416 with an empty body (and the attachment's `Content-Disposition`), the one failure of the API
 * without the envelope and a message in the request's language. It is now the envelope
 * (`errors.rangeNotSatisfiable`) with `Content-Range: bytes *\/size` as RFC 9110 asks, not named
 * as a file to save.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const admin = await t.login('admin');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
async function stored() {
  const folder = await t.call({
    method: 'POST',
    url: '/en/v1.0/downloads/folders',
    token: admin,
    payload: { name_it: 'Range', audience: ['agents'], parent_id: null },
  });
  const b = 'OUTSIDE4RANGE';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="range.pdf"\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const up = await t.call({
    method: 'POST',
    url: `/en/v1.0/downloads/folders/${folder.body.args.response.id}/files`,
    token: admin,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  return up.body.args.response.id as string;
}

describe('a Range past the end of a file', () => {
  it('is a 416 envelope in the request language, with the size in Content-Range', async () => {
    const id = await stored();
    for (const [i, range] of [
      `bytes=${PDF.length}-`,
      'bytes=999999-1000000',
      `bytes=${PDF.length + 5}-${PDF.length + 9}`,
      'bytes=-0',
    ].entries()) {
      const lang = LANGS[i % LANGS.length] as (typeof LANGS)[number];
      const res = await t.call({
        method: 'GET',
        url: `/${lang}/v1.0/downloads/files/${id}`,
        token: admin,
        headers: { range },
      });
      expect(res.status, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${PDF.length}`);
      expect(res.headers['content-disposition'], range).toBeUndefined();
      expect(res.body, range).toEqual({
        code: 416,
        args: { error: { key: 'errors.rangeNotSatisfiable', message: translate(lang, 'errors.rangeNotSatisfiable') } },
      });
    }
    // A range inside the file still comes as a part, the whole file without one.
    const part = await t.app.inject({
      method: 'GET',
      url: `/en/v1.0/downloads/files/${id}`,
      headers: { 'access-token': admin, range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString()).toBe('%PDF');
  });
});
