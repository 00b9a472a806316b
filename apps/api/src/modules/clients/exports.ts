import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/index';
import { exportLinks } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/crypto';

/** How long a print's download link works. */
export const EXPORT_LINK_TTL_MS = 15 * 60_000;

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Stores a generated file and answers a short-lived download link to it. The link carries a
 * random token; only its hash is kept, so the link works on every instance and nowhere else.
 */
export async function createExportLink(
  app: FastifyInstance,
  db: DbOrTx,
  file: { data: Buffer; filename: string; contentType: string; userId: number; lang: string },
): Promise<{ link: string; expiresAt: Date }> {
  const day = new Date().toISOString().slice(0, 10);
  const storageKey = `exports/${day}/${randomUUID()}-${file.filename}`;
  await app.storage.put(storageKey, file.data);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + EXPORT_LINK_TTL_MS);
  await db.insert(exportLinks).values({
    tokenHash: sha256(token),
    storageKey,
    filename: file.filename,
    contentType: file.contentType,
    createdBy: file.userId,
    expiresAt,
  });
  return { link: `${app.config.publicUrl}/${file.lang}/v1.0/exports/${token}`, expiresAt };
}

export async function findExport(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(exportLinks)
    .where(and(eq(exportLinks.tokenHash, sha256(token)), gt(exportLinks.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
