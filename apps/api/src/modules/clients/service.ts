import { clientDeletionTransition, type clientPrintRequestSchema, type Language } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/index';
import { clients } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { downloadName } from '../../lib/file-names';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { discardBytes } from '../files/index';
import { revokeOpenRequests } from '../signing/index';
import { CONTENT_TYPES, recordExport, stageExport } from './exports';
import { renderClientsPdf, renderClientsXlsx } from './print';
import { allClients, findClient } from './repository';
import { actorOf, scopeOf } from './scope';

/** Largest list one print renders. */
export const PRINT_MAX_CLIENTS = 20_000;

/** Locks a client row the user may see, or answers 404 as if it did not exist. */
export async function lockVisibleClient(tx: Tx, user: AuthUser, id: number) {
  const client = await findClient(tx, scopeOf(user), id);
  if (!client) throw notFound();
  await tx.execute(sql`select id from clients where id = ${id} for update`);
  return (await findClient(tx, scopeOf(user), id)) ?? client;
}

/**
 * DELETE {admin|agent}/client-delete/{id}: an agent (or staff) asks with a reason; staff
 * deleting a client whose deletion was asked complete it. A deleted client leaves every list
 * but its data, sheets and history stay for invoices and audit.
 */
export async function deleteClient(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  reason: string | undefined,
  ip: string,
): Promise<'deletion_requested' | 'deleted'> {
  return app.db.transaction(async (tx) => {
    const client = await lockVisibleClient(tx, user, id);
    const actor = actorOf(user);
    const action =
      actor === 'staff' && client.status === 'deletion_requested' ? 'complete_deletion' : 'request_deletion';
    const step = clientDeletionTransition(client.status, action, actor);
    if (!step.ok) throw new AppError(step.status, step.error);
    if (step.next === 'deletion_requested') {
      if (!reason) throw badRequest('clients.errors.reasonRequired');
      await tx
        .update(clients)
        .set({
          status: 'deletion_requested',
          deletionReason: reason,
          deletionRequestedBy: user.id,
          deletionRequestedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(clients.id, id));
    } else {
      await tx
        .update(clients)
        .set({ status: 'deleted', deletedAt: new Date(), updatedAt: new Date() })
        .where(eq(clients.id, id));
      // A deleted client's pending signing link must stop working.
      await revokeOpenRequests(tx, { clientId: id }, { reason: 'client_deleted', by: user.id });
    }
    await recordAudit(tx, {
      actorUserId: user.id,
      action: step.next === 'deleted' ? 'client.deleted' : 'client.deletion_requested',
      entity: 'client',
      entityId: id,
      data: { reason: reason ?? null, previousStatus: client.status },
      ip,
    });
    return step.next as 'deletion_requested' | 'deleted';
  });
}

/**
 * POST {admin/agencies|agencies}/clients/print: renders the chosen agencies' or clients' list,
 * stores it and answers a download link. Ids outside the user's scope are simply not printed.
 */
export async function printClients(
  app: FastifyInstance,
  user: AuthUser,
  body: z.output<typeof clientPrintRequestSchema>,
  lang: Language,
  ip: string,
) {
  const rows = await allClients(
    app.db,
    scopeOf(user),
    { agencyIds: body.agencies_id, clientIds: body.clients_id, status: body.status },
    PRINT_MAX_CLIENTS,
  );
  if (rows.length === 0) throw new AppError(404, 'clients.errors.printEmpty');
  // One moment, in local time, for the name and for the "printed on" inside.
  const now = new Date();
  const data =
    body.output === 'pdf' ? await renderClientsPdf(rows, lang, { now }) : await renderClientsXlsx(rows, lang, { now });
  const filename = downloadName(lang, { document: 'clients.print.title', at: now, extension: body.output });
  const staged = await stageExport(app, { data, filename, userId: user.id });
  return app.db
    .transaction(async (tx) => {
      const { link, expiresAt } = await recordExport(app, tx, staged, {
        contentType: CONTENT_TYPES[body.output],
        userId: user.id,
        lang,
      });
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'clients.printed',
        entity: 'client',
        data: {
          output: body.output,
          count: rows.length,
          agencies: body.agencies_id ?? null,
          clients: body.clients_id ?? null,
        },
        ip,
      });
      return { message: link, filename, expires_at: expiresAt.toISOString() };
    })
    .catch(async (error: unknown) => {
      await discardBytes(app, [staged.storageKey]).catch(() => undefined);
      throw error;
    });
}
