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
  // The name the user sees (any letters) lives in the row; the stored file keeps a safe key.
  const extension = /\.([a-z0-9]+)$/.exec(file.filename)?.[1] ?? 'bin';
  const storageKey = `exports/${day}/${randomUUID()}.${extension}`;
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
