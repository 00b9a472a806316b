import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index';
import { sheets, signEvents, signRequests } from '../../db/schema/index';

export type RevokeReason = 'resent' | 'revision' | 'client_deleted';

/**
 * Stops the open signing links of one sheet version, of every version of a client, or of one
 * promotion adhesion, with a `revoked` event each: the only place that revokes links (resend,
 * revision, client deletion, a customer asking a new link for their adhesion).
 */
export async function revokeOpenRequests(
  tx: DbOrTx,
  of: { sheetId: number } | { clientId: number } | { adhesionId: number },
  why: { reason: RevokeReason; by: number | null },
): Promise<number> {
  const target: SQL =
    'sheetId' in of
      ? eq(signRequests.sheetId, of.sheetId)
      : 'adhesionId' in of
        ? eq(signRequests.adhesionId, of.adhesionId)
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
