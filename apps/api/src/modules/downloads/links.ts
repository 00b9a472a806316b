import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../lib/storage/index';

/**
 * Download links of the area: the browser saves a file by following a link (its own download,
 * which resumes with Range and If-Range and never holds the file in the page's memory), and a
 * link carries no header, so it names the file, the reader and an expiry, signed with HMAC-SHA256
 * (cut to 128 bits). The route checks the reader again (still enabled, still in the audience).
 * 40 bytes, 54 URL-safe characters: the log's filter hides a path segment of that shape.
 */
const MAC_BYTES = 16;
const LENGTH = 16 + 4 + 4 + MAC_BYTES;
/** How long a link works: long enough to resume a large download the next day. */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;

const SECRET_KEY = 'downloads/link-secret';
const secrets = new WeakMap<Storage, Promise<Buffer>>();

/** `LINK_SECRET`, or 32 random bytes made once and kept in the store every instance shares. */
export function linkSecret(app: Pick<FastifyInstance, 'config' | 'storage'>): Promise<Buffer> {
  if (app.config.linkSecret) return Promise.resolve(Buffer.from(`downloads:${app.config.linkSecret}`));
  let secret = secrets.get(app.storage);
  if (!secret) {
    secret = app.storage
      .read(SECRET_KEY)
      .catch(async (error: unknown) => {
        if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
        await app.storage.put(SECRET_KEY, randomBytes(32));
        return app.storage.read(SECRET_KEY);
      })
      .catch((error: unknown) => {
        secrets.delete(app.storage);
        throw error;
      });
    secrets.set(app.storage, secret);
  }
  return secret;
}

const mac = (secret: Buffer, payload: Buffer) =>
  createHmac('sha256', secret).update(payload).digest().subarray(0, MAC_BYTES);

export function linkToken(secret: Buffer, fileId: string, userId: number, expiresAt: Date): string {
  const payload = Buffer.alloc(24);
  Buffer.from(fileId.replaceAll('-', ''), 'hex').copy(payload, 0);
  payload.writeUInt32BE(userId, 16);
  payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 20);
  return Buffer.concat([payload, mac(secret, payload)]).toString('base64url');
}

/** The file and reader a token names, if the secret signed it and it has not expired. */
export function readLinkToken(secret: Buffer, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{54}$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== LENGTH || bytes.toString('base64url') !== token) return undefined;
  const payload = bytes.subarray(0, 24);
  if (!timingSafeEqual(mac(secret, payload), bytes.subarray(24))) return undefined;
  if (payload.readUInt32BE(20) * 1000 < now.getTime()) return undefined;
  const hex = payload.subarray(0, 16).toString('hex');
  const fileId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { fileId, userId: payload.readUInt32BE(16) };
}
