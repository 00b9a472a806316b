import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../lib/storage/index';

/**
 * Download links for an order's attachments too big to travel in its e-mail. A link needs no
 * account: its token names the file and when the link stops working, signed with the portal's
 * link secret (HMAC-SHA256, cut to 128 bits). Nothing is stored per link, so every instance
 * reads it; changing the secret stops every link sent.
 *
 * The token is 48 URL-safe characters (16 bytes of the file's id, 4 of the expiry in seconds,
 * 16 of signature): the log's filter hides a path segment of that shape (plugins/logging.ts).
 */
const ID_BYTES = 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 16;
const TOKEN_LENGTH = Math.ceil(((ID_BYTES + EXPIRY_BYTES + MAC_BYTES) * 4) / 3);
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${TOKEN_LENGTH}}$`);

/** Where the secret is kept when `LINK_SECRET` is unset: the store every instance shares. */
export const LINK_SECRET_KEY = 'order-form/link-secret';

const secrets = new WeakMap<Storage, Promise<Buffer>>();

/**
 * The key that signs the links: `LINK_SECRET`, or else 32 random bytes made on first use and kept
 * in the file store, read back after writing so two instances that start together agree.
 */
export function linkSecret(app: Pick<FastifyInstance, 'config' | 'storage'>): Promise<Buffer> {
  if (app.config.linkSecret) return Promise.resolve(Buffer.from(app.config.linkSecret));
  let secret = secrets.get(app.storage);
  if (!secret) {
    secret = app.storage
      .read(LINK_SECRET_KEY)
      .catch(async (error: unknown) => {
        if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
        await app.storage.put(LINK_SECRET_KEY, randomBytes(32));
        return app.storage.read(LINK_SECRET_KEY);
      })
      .catch((error: unknown) => {
        // A store that is down now may answer later: the next link tries again.
        secrets.delete(app.storage);
        throw error;
      });
    secrets.set(app.storage, secret);
  }
  return secret;
}

const mac = (secret: Buffer, payload: Buffer) =>
  createHmac('sha256', secret).update(payload).digest().subarray(0, MAC_BYTES);

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidText = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A token for the file (its record's uuid) that works until `expiresAt` (to the second). */
export function linkToken(secret: Buffer, fileId: string, expiresAt: Date): string {
  const id = uuidBytes(fileId);
  if (id.length !== ID_BYTES) throw new Error('a link names a file by its uuid');
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000));
  const payload = Buffer.concat([id, expiry]);
  return Buffer.concat([payload, mac(secret, payload)]).toString('base64url');
}

export type LinkCheck = { ok: true; fileId: string } | { ok: false; reason: 'forged' | 'expired' };

/**
 * What a token names, if the secret signed it and it has not expired. A token of another shape, or
 * whose signature does not match (one character changed, another secret), is `forged`.
 */
export function readLinkToken(secret: Buffer, token: string, now = new Date()): LinkCheck {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: 'forged' };
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== ID_BYTES + EXPIRY_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) {
    return { ok: false, reason: 'forged' };
  }
  const payload = bytes.subarray(0, ID_BYTES + EXPIRY_BYTES);
  if (!timingSafeEqual(mac(secret, payload), bytes.subarray(ID_BYTES + EXPIRY_BYTES))) {
    return { ok: false, reason: 'forged' };
  }
  if (payload.readUInt32BE(ID_BYTES) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, fileId: uuidText(payload.subarray(0, ID_BYTES)) };
}

/** The address a link opens: the public download route, in the reader's language. */
export function linkUrl(publicUrl: string, language: Language, token: string): string {
  return `${publicUrl}/${language}/v1.0/order-form/link/${token}`;
}
