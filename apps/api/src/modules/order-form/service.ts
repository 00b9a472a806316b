import { completeOrderIssues, isStaff, ORDER_FORM_LIMITS, orderFormNumber, USER_TYPE } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/index';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { findClient } from '../clients/index';
import { deleteFiles, discardBytes, listFiles, recordFile, type StagedFile } from '../files/index';
import {
  findOrder,
  nextNumber,
  type OrderScope,
  orderByIdempotencyKey,
  replaceLines,
  reserveOrderId,
} from './repository';
import { orderFormOrders } from './schema';
import { discardStaged, fieldErrors, type OrderPart, ownerOf, readSendRequest } from './upload';

/**
 * Whose orders a user sees and writes: staff all, an agent their agency's clients', a customer its
 * own company's. A press account, or a customer without a company, has no orders (403).
 */
export function orderScopeOf(user: AuthUser): OrderScope {
  if (isStaff(user.userType)) return { kind: 'all' };
  if (user.userType === USER_TYPE.agent) return { kind: 'agency', agencyId: user.agencyId ?? 0 };
  if (user.userType === USER_TYPE.customer && user.clientId && user.clientKind === 'retailer')
    return { kind: 'client', clientId: user.clientId };
  throw forbidden();
}

/** The client an order is for, as the user may order for it: another agency's client is a 404. */
async function orderClient(db: DbOrTx, scope: OrderScope, requested: number | undefined) {
  if (scope.kind === 'client') {
    if (requested !== undefined && requested !== scope.clientId) throw notFound();
    requested = scope.clientId;
  }
  if (requested === undefined) throw fieldErrors([{ path: ['client'], message: 'orderForm.errors.clientRequired' }]);
  const client = await findClient(
    db,
    scope.kind === 'agency' ? { kind: 'agency', agencyId: scope.agencyId } : { kind: 'all' },
    requested,
  );
  if (!client || client.status === 'deleted') throw notFound();
  return { id: client.id, agencyId: client.agency_id };
}

/** A complete order is checked here too: the same rules as the form (contracts), the same messages. */
function checkComplete(order: OrderPart) {
  if (!order.complete) return;
  const issues = completeOrderIssues(order.fields);
  if (issues.length > 0) throw fieldErrors(issues);
}

const fieldValues = (order: OrderPart, consentAt: Date | null) => {
  const f = order.fields;
  return {
    customerCode: f.customer_code,
    province: f.province,
    model: f.model,
    finish: f.finish,
    handle: f.handle,
    top: f.top,
    carcass: f.carcass,
    plinth: f.plinth,
    feet: f.feet,
    reference: f.reference,
    orderDate: f.order_date || null,
    requestedDeliveryDate: f.requested_delivery_date || null,
    payment: f.payment,
    consentAt: f.privacy_consent ? consentAt : null,
    lineCount: f.lines.length,
  };
};

export type Saved = { id: number; number: string; state: 'draft' | 'sent' };

/**
 * `POST order-form/send-request`: a new order (a draft) with its files, in one transaction. With
 * an `Idempotency-Key`, the key a user already used answers that order: the request is not read
 * further and nothing is stored twice, also when two arrive at once (the unique index decides;
 * the loser's files go).
 */
export async function createOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  key: string | undefined,
): Promise<Saved> {
  const scope = orderScopeOf(user);
  if (key) {
    const existing = await orderByIdempotencyKey(app.db, user.id, key);
    if (existing) return existing;
  }
  let client: { id: number; agencyId: number | null } | undefined;
  const { order, orderId, staged } = await readSendRequest(app, request, user.id, async (order) => {
    if (order.attachments.length > 0) throw badRequest('orderForm.errors.unknownAttachment');
    checkComplete(order);
    client = await orderClient(app.db, scope, order.fields.client);
    return reserveOrderId(app.db);
  });
  if (!client) throw badRequest('orderForm.errors.noOrderPart');
  const forClient = client;
  try {
    return await app.db.transaction(async (tx) => {
      const now = new Date();
      const year = now.getUTCFullYear();
      const number = orderFormNumber(year, await nextNumber(tx, year));
      await tx
        .insert(orderFormOrders)
        .overridingSystemValue()
        .values({
          id: orderId,
          number,
          clientId: forClient.id,
          agencyId: forClient.agencyId,
          createdBy: user.id,
          idempotencyKey: key ?? null,
          ...fieldValues(order, now),
          attachmentCount: staged.length,
        });
      await replaceLines(tx, orderId, order.fields.lines);
      for (const file of staged) await recordFile(tx, file);
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'order-form.create',
        entity: 'order-form',
        entityId: orderId,
        ip: request.ip,
      });
      return { id: orderId, number, state: 'draft' as const };
    });
  } catch (error) {
    await discardStaged(app, staged);
    // Two requests with one key at once: the first one's order is the answer.
    const existing = key ? await orderByIdempotencyKey(app.db, user.id, key) : undefined;
    if (existing) return existing;
    throw error;
  }
}

/** A draft the user may change, locked; a sent order is refused (409). */
async function lockDraft(tx: DbOrTx, scope: OrderScope, id: number) {
  const order = await findOrder(tx, scope, id, true);
  if (!order) throw notFound();
  if (order.state !== 'draft') throw new AppError(409, 'orderForm.errors.notEditable');
  return order;
}

/**
 * `POST order-form/send-request/{id}`: a draft's fields and lines replaced, the attachments not in
 * `order.attachments` deleted, the new files added, in one transaction. Their bytes go after it.
 * With an `Idempotency-Key`, the change last applied with that key is not applied again (a retry
 * after a lost answer would add its files twice): checked before the body is read, and again
 * under the row's lock for two repeats at once.
 */
export async function updateOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  id: number,
  key: string | undefined,
): Promise<Saved> {
  const scope = orderScopeOf(user);
  if (key) {
    const current = await findOrder(app.db, scope, id);
    if (current?.update_key === key) return { id, number: current.number, state: current.state };
  }
  let client: { id: number; agencyId: number | null } | undefined;
  const { order, staged } = await readSendRequest(app, request, user.id, async (order) => {
    checkComplete(order);
    await lockDraft(app.db, scope, id);
    client = await orderClient(app.db, scope, order.fields.client);
    return id;
  });
  if (!client) throw badRequest('orderForm.errors.noOrderPart');
  const forClient = client;
  let released: string[] = [];
  let repeated = false;
  try {
    const saved = await app.db.transaction(async (tx) => {
      const current = await lockDraft(tx, scope, id);
      if (key && current.update_key === key) {
        repeated = true;
        return { id, number: current.number, state: current.state };
      }
      const files = await listFiles(tx, ownerOf(id));
      const kept = new Set(order.attachments);
      const known = new Set(files.map((f) => f.id));
      if (order.attachments.some((fileId) => !known.has(fileId)))
        throw badRequest('orderForm.errors.unknownAttachment');
      if (kept.size + staged.length > ORDER_FORM_LIMITS.attachments)
        throw badRequest('orderForm.errors.tooManyFiles', { max: ORDER_FORM_LIMITS.attachments });
      released = await deleteFiles(
        tx,
        files.filter((f) => !kept.has(f.id)).map((f) => f.id),
      );
      for (const file of staged) await recordFile(tx, file);
      const consentAt = current.consent_at ? new Date(current.consent_at) : new Date();
      await tx
        .update(orderFormOrders)
        .set({
          clientId: forClient.id,
          agencyId: forClient.agencyId,
          ...fieldValues(order, consentAt),
          attachmentCount: kept.size + staged.length,
          updateKey: key ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(orderFormOrders.id, id));
      await replaceLines(tx, id, order.fields.lines);
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'order-form.update',
        entity: 'order-form',
        entityId: id,
        ip: request.ip,
      });
      return { id, number: current.number, state: current.state };
    });
    if (repeated) await discardStaged(app, staged as StagedFile[]);
    await discardBytes(app, released).catch(() => undefined);
    return saved;
  } catch (error) {
    await discardStaged(app, staged as StagedFile[]);
    throw error;
  }
}

/** `DELETE order-form/{id}`: a draft, its lines and its files; a sent order stays (409). */
export async function deleteOrder(app: FastifyInstance, user: AuthUser, id: number, ip: string) {
  const scope = orderScopeOf(user);
  const released = await app.db.transaction(async (tx) => {
    await lockDraft(tx, scope, id);
    const files = await listFiles(tx, ownerOf(id));
    const keys = await deleteFiles(
      tx,
      files.map((f) => f.id),
    );
    await tx.delete(orderFormOrders).where(eq(orderFormOrders.id, id));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'order-form.delete',
      entity: 'order-form',
      entityId: id,
      ip,
    });
    return keys;
  });
  await discardBytes(app, released).catch(() => undefined);
}
