import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index';
import { sheets, signEvents, signRequests } from '../../db/schema/index';

export type RevokeReason = 'resent' | 'revision' | 'client_deleted';

/**
 * Stops the open signing links of one sheet version, or of every version of a client, with a
 * `revoked` event each: the only place that revokes links (resend, revision, client deletion).
 */
export async function revokeOpenRequests(
  tx: DbOrTx,
  of: { sheetId: number } | { clientId: number },
  why: { reason: RevokeReason; by: number | null },
): Promise<number> {
  const target: SQL =
    'sheetId' in of
      ? eq(signRequests.sheetId, of.sheetId)
      : inArray(
          signRequests.sheetId,
          tx.select({ id: sheets.id }).from(sheets).where(eq(sheets.clientId, of.clientId)),
        );
  const revoked = await tx
    .update(signRequests)
    .set({ status: 'revoked', completedAt: new Date() })
    .where(and(target, eq(signRequests.status, 'open')))
    .returning({ id: signRequests.id });
  if (revoked.length > 0) {
    await tx
      .insert(signEvents)
      .values(
        revoked.map((r) => ({ signRequestId: r.id, event: 'revoked', data: { reason: why.reason, by: why.by } })),
      );
  }
  return revoked.length;
}
