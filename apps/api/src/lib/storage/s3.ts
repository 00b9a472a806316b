import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, bytesOf, missingFile, type Storage, StorageUnavailableError } from './index';

/** An S3-compatible object store (`S3_*` settings, `config.ts`). */
export type S3Settings = {
  /** Unset: Amazon S3 itself, by region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path rather than the host name: what local and most self-hosted servers need. */
  forcePathStyle: boolean;
};

/** Parts of a streamed upload: S3 wants at least 5 MB; two in flight bound the memory a write takes. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** Whether the SDK answered (the store said something, or could not be reached), not the caller's stream. */
const fromStore = (error: unknown) => typeof error === 'object' && error !== null && '$metadata' in error;

function isMissing(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    (e?.$metadata?.httpStatusCode === 404 && !/Bucket/.test(e.name ?? ''))
  );
}

/** A missing file as every backend says it; anything else the store answered is the store being unusable. */
const failure = (key: string, error: unknown) =>
  isMissing(error) ? missingFile(key) : new StorageUnavailableError(error);

export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default checksums (CRC32 in an aws-chunked trailer) are refused or stored as they
    // are by several S3-compatible servers; the ones S3 requires are still sent.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that is down answers within seconds (a 503), instead of holding requests.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;

  async function body(key: string, range?: { start: number; end: number }) {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: assertKey(key), Range: range && `bytes=${range.start}-${range.end}` }),
      );
      return answer.Body as Readable;
    } catch (error) {
      // A range that starts past the end is empty, as it is for a file on disk.
      if (range && (error as { name?: string }).name === 'InvalidRange') return Readable.from([]);
      throw failure(key, error);
    }
  }

  return {
    name: `s3:${Bucket}`,
    async put(key, data) {
      const bytes = bytesOf(data);
      await client
        .send(new PutObjectCommand({ Bucket, Key: assertKey(key), Body: bytes, ContentLength: bytes.length }))
        .catch((error) => {
          throw failure(key, error);
        });
    },
    async putStream(key, data) {
      assertKey(key);
      // The caller's stream failing (an upload cut off) is its own error, not the store's: the
      // upload is abandoned either way and the key keeps what it held.
      let sourceError: unknown;
      const watched = (async function* () {
        try {
          for await (const chunk of data) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        } catch (error) {
          sourceError = error;
          throw error;
        }
      })();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: Readable.from(watched, { objectMode: false }) },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      });
      try {
        await upload.done();
      } catch (error) {
        if (sourceError !== undefined) throw sourceError;
        throw fromStore(error) ? failure(key, error) : error;
      }
    },
    async read(key) {
      const stream = await body(key);
      try {
        const bytes = await (
          stream as unknown as { transformToByteArray(): Promise<Uint8Array> }
        ).transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        throw new StorageUnavailableError(error);
      }
    },
    stream(key, range) {
      // At most the range's length: a server may answer more than asked (s3rver sends the whole
      // file for `bytes=0-0`).
      let left = range ? Math.max(0, range.end - range.start + 1) : Number.POSITIVE_INFINITY;
      let source: Readable | undefined;
      const out = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
          left -= part.length;
          done(null, part);
          if (left === 0 && source) {
            source.unpipe(out);
            source.destroy();
            out.end();
          }
        },
      });
      body(key, range).then(
        (stream) => {
          source = stream;
          // A connection cut while the body streams is the store's failure too.
          stream.once('error', (error) => out.destroy(new StorageUnavailableError(error)));
          out.once('close', () => stream.destroy());
          stream.pipe(out);
        },
        (error) => out.destroy(error),
      );
      return out;
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw failure(key, error);
      }
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
          .catch((error) => {
            throw new StorageUnavailableError(error);
          });
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) })).catch((error) => {
        if (!isMissing(error)) throw new StorageUnavailableError(error);
      });
    },
    close: async () => client.destroy(),
  };
}
