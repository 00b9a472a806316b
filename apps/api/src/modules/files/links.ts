import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../lib/storage/index';

/**
 * Signed links to a stored file, for a reader who sends no header: an e-mailed attachment too big
 * to travel (order-form), a browser's own download that resumes (downloads). The token names the
 * file's record, for whom when the owner says (a user id, checked again by its route), and when it
 * stops working, signed with HMAC-SHA256 cut to 128 bits. Nothing is stored per link, so every
 * instance reads it; changing the secret stops every link of that kind.
 *
 * 16 bytes of the file's uuid, 4 of the reader's id when there is one, 4 of the expiry in seconds,
 * 16 of signature: 48 or 54 URL-safe characters, a path segment the log's filter hides
 * (plugins/logging.ts).
 */
const ID_BYTES = 16;
const NUMBER_BYTES = 4;
const MAC_BYTES = 16;

export type LinkCheck = { ok: true; fileId: string; readerId?: number } | { ok: false; reason: 'forged' | 'expired' };

/** The links of one kind: its own secret, and whether a link names its reader. */
export type FileLinks = {
  /** Where the secret is kept when `LINK_SECRET` is unset: the store every instance shares. */
  secretKey: string;
  secret: (app: Pick<FastifyInstance, 'config' | 'storage'>) => Promise<Buffer>;
  token: (secret: Buffer, link: { fileId: string; readerId?: number; expiresAt: Date }) => string;
  read: (secret: Buffer, token: string, now?: Date) => LinkCheck;
};

const mac = (secret: Buffer, payload: Buffer) =>
  createHmac('sha256', secret).update(payload).digest().subarray(0, MAC_BYTES);

const uuidText = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The links of `kind` (`order-form`, `downloads`); `withReader`: each names the user it was made for. */
export function fileLinks(kind: string, withReader: boolean): FileLinks {
  const payloadBytes = ID_BYTES + (withReader ? NUMBER_BYTES : 0) + NUMBER_BYTES;
  const length = Math.ceil(((payloadBytes + MAC_BYTES) * 4) / 3);
  const shape = new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
  const secretKey = `${kind}/link-secret`;
  const secrets = new WeakMap<Storage, Promise<Buffer>>();

  /**
   * `LINK_SECRET` (with the kind, so one kind's token never opens another's file), or else 32
   * random bytes made on first use and kept in the store, read back after writing so two
   * instances that start together agree.
   */
  const secret: FileLinks['secret'] = (app) => {
    if (app.config.linkSecret) return Promise.resolve(Buffer.from(`${kind}:${app.config.linkSecret}`));
    let kept = secrets.get(app.storage);
    if (!kept) {
      kept = app.storage
        .read(secretKey)
        .catch(async (error: unknown) => {
          if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
          await app.storage.put(secretKey, randomBytes(32));
          return app.storage.read(secretKey);
        })
        .catch((error: unknown) => {
          // A store that is down now may answer later: the next link tries again.
          secrets.delete(app.storage);
          throw error;
        });
      secrets.set(app.storage, kept);
    }
    return kept;
  };

  const token: FileLinks['token'] = (key, { fileId, readerId, expiresAt }) => {
    const payload = Buffer.alloc(payloadBytes);
    if (payload.write(fileId.replaceAll('-', ''), 0, ID_BYTES, 'hex') !== ID_BYTES)
      throw new Error('a link names a file by its uuid');
    if (withReader) payload.writeUInt32BE(readerId ?? 0, ID_BYTES);
    payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), payloadBytes - NUMBER_BYTES);
    return Buffer.concat([payload, mac(key, payload)]).toString('base64url');
  };

  /** A token of another shape, or whose signature does not match (one character changed, another secret), is `forged`. */
  const read: FileLinks['read'] = (key, text, now = new Date()) => {
    if (!shape.test(text)) return { ok: false, reason: 'forged' };
    const bytes = Buffer.from(text, 'base64url');
    if (bytes.length !== payloadBytes + MAC_BYTES || bytes.toString('base64url') !== text) {
      return { ok: false, reason: 'forged' };
    }
    const payload = bytes.subarray(0, payloadBytes);
    if (!timingSafeEqual(mac(key, payload), bytes.subarray(payloadBytes))) return { ok: false, reason: 'forged' };
    if (payload.readUInt32BE(payloadBytes - NUMBER_BYTES) * 1000 <= now.getTime()) {
      return { ok: false, reason: 'expired' };
    }
    const fileId = uuidText(payload.subarray(0, ID_BYTES));
    return withReader ? { ok: true, fileId, readerId: payload.readUInt32BE(ID_BYTES) } : { ok: true, fileId };
  };

  return { secretKey, secret, token, read };
}
