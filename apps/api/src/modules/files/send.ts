import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { AppError, notFound } from '../../lib/errors';
import { contentDisposition } from '../../lib/file-names';
import type { Storage } from '../../lib/storage/index';
import type { FileRecord } from './store';

export type SendOptions = {
  /** `inline` (shown in the page or a tab) or `attachment` (saved). */
  disposition?: 'inline' | 'attachment';
  /** The `Cache-Control` the owner wants (a versioned URL can be kept for good). */
  cacheControl?: string;
  /** The name the download is saved under, when not the record's (one in the request's language). */
  name?: string;
};

/** The ETags an `If-None-Match` lists (weakly compared, as RFC 9110 says for it). */
const listed = (header: string) => header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));

/**
 * The stream once its first bytes are there (or it ended): a missing file or a store that cannot
 * be reached fails here, before the status line is sent.
 */
function opened(stream: Readable): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('readable', ok).off('end', ok).off('error', done);
      if (error) {
        stream.destroy();
        reject((error as { code?: unknown }).code === 'ENOENT' ? notFound() : error);
      } else resolve(stream);
    };
    const ok = () => done();
    stream.once('readable', ok).once('end', ok).once('error', done);
  });
}

/**
 * Answers a request for a stored file: streamed from the store, never whole in memory; `Range`
 * (one range: 206 with `Content-Range`; 416 when none of it is in the file; several: the whole
 * file), `If-Range` with the file's strong ETag (its checksum: another version gets the whole file),
 * `If-None-Match` (304), the type the record read from the content and its name (RFC 6266/5987).
 * The owner has checked who may read the file.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: FileRecord,
  options: SendOptions = {},
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(options.name ?? file.name, options.disposition ?? 'inline'));
  if (options.cacheControl) reply.header('cache-control', options.cacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && (ifNoneMatch.trim() === '*' || listed(ifNoneMatch).includes(etag))) {
    return reply.code(304).send();
  }
  const ifRange = request.headers['if-range'];
  const header = request.headers.range;
  const ranges = header && (ifRange === undefined || ifRange === etag) ? parseRange(file.size, header) : undefined;
  if (ranges === -1) {
    // Not a file to save: the envelope, in the request's language (RFC 9110: the size in Content-Range).
    reply.removeHeader('content-disposition');
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError(416, 'errors.rangeNotSatisfiable');
  }
  // A header that is not a byte range (-2, another unit) or asks for several is answered whole.
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  const stream = await opened(storage.stream(file.storageKey, range));
  reply.type(file.type);
  if (!range) return reply.header('content-length', file.size).send(stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(stream);
}
