import type { MaterialInput, RequestDecision } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import { materialLoads, materialRequestBatches, materialRequests, materials } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import type { Scope } from '../clients/index';
import { decideQueued } from './decisions';
import { discardPictureBytes, releasePicture } from './images';
import {
  clientInScope,
  codeTaken,
  familyExists,
  findLoad,
  liveMaterial,
  lockRequest,
  materialInUse,
} from './repository';
import { availableOf, changePending, changeRealised } from './stock';

const money = (n: number | undefined) => (n === undefined ? null : n.toFixed(2));

function materialValues(input: MaterialInput) {
  return {
    productCode: input.product_code,
    familyId: input.family_id,
    barcode: input.barcode || null,
    names: input.names,
    notes: input.notes ?? {},
    firstEdition: input.first_edition ?? null,
    packQuantity: input.pack_quantity ?? null,
    cost: money(input.cost),
    price: money(input.price),
    manager: input.manager || null,
    packaging: input.packaging || null,
    visible: input.visible,
    favourite: input.favourite,
  };
}

async function checkMaterialInput(tx: Tx, input: MaterialInput, exceptId?: number) {
  if (!(await familyExists(tx, input.family_id))) throw new AppError(400, 'materials.errors.unknownFamily');
  if (await codeTaken(tx, input.product_code, exceptId)) throw new AppError(409, 'materials.errors.codeTaken');
}

export async function createMaterial(app: FastifyInstance, user: AuthUser, input: MaterialInput, ip: string) {
  return app.db.transaction(async (tx) => {
    await checkMaterialInput(tx, input);
    const [row] = await tx.insert(materials).values(materialValues(input)).returning({ id: materials.id });
    if (!row) throw new Error('material insert returned nothing');
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'material.create',
      entity: 'material',
      entityId: row.id,
      ip,
    });
    return row.id;
  });
}

export async function updateMaterial(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: MaterialInput,
  ip: string,
) {
  await app.db.transaction(async (tx) => {
    await checkMaterialInput(tx, input, id);
    const [row] = await tx
      .update(materials)
      .set({ ...materialValues(input), updatedAt: sql`now()` })
      .where(eq(materials.id, id))
      .returning({ id: materials.id });
    if (!row) throw notFound();
    await recordAudit(tx, { actorUserId: user.id, action: 'material.update', entity: 'material', entityId: id, ip });
  });
}

export async function setMaterialFlags(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  flags: { visible?: boolean; favourite?: boolean; archived?: boolean },
  ip: string,
) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(materials)
      .set({
        ...(flags.visible === undefined ? {} : { visible: flags.visible }),
        ...(flags.favourite === undefined ? {} : { favourite: flags.favourite }),
        ...(flags.archived === undefined
          ? {}
          : { archivedAt: flags.archived ? sql`coalesce(archived_at, now())` : null }),
        updatedAt: sql`now()`,
      })
      .where(eq(materials.id, id))
      .returning({ id: materials.id });
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'material.flags',
      entity: 'material',
      entityId: id,
      data: flags,
      ip,
    });
  });
}

/**
 * Only a material nothing depends on is deleted; one with loads or requests is archived instead.
 * Its picture records go in the same transaction as the row, their bytes once it commits (a failed
 * delete keeps them all).
 */
export async function deleteMaterial(app: FastifyInstance, user: AuthUser, id: number, ip: string) {
  const loose = await app.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: materials.id, imageKey: materials.imageKey })
      .from(materials)
      .where(eq(materials.id, id))
      .for('update');
    if (!locked) throw notFound();
    if (await materialInUse(tx, id)) throw new AppError(409, 'materials.errors.inUse');
    await tx.delete(materials).where(eq(materials.id, id));
    await recordAudit(tx, { actorUserId: user.id, action: 'material.delete', entity: 'material', entityId: id, ip });
    return releasePicture(tx, locked.imageKey);
  });
  await discardPictureBytes(app, loose);
}

export async function addLoad(
  app: FastifyInstance,
  user: AuthUser,
  materialId: number,
  input: { quantity: number; product_code?: string },
  ip: string,
) {
  return app.db.transaction(async (tx) => {
    const [material] = await tx.select({ id: materials.id }).from(materials).where(eq(materials.id, materialId));
    if (!material) throw notFound();
    const [load] = await tx
      .insert(materialLoads)
      .values({ materialId, quantity: input.quantity, productCode: input.product_code || null, createdBy: user.id })
      .returning({ id: materialLoads.id });
    await changeRealised(tx, materialId, input.quantity);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'material.load',
      entity: 'material',
      entityId: materialId,
      data: { quantity: input.quantity },
      ip,
    });
    return load?.id as number;
  });
}

/** A corrected load: refused when it would take away pieces already committed or delivered. */
export async function updateLoad(
  app: FastifyInstance,
  user: AuthUser,
  loadId: number,
  input: { quantity: number; product_code?: string },
  ip: string,
) {
  await app.db.transaction(async (tx) => {
    const load = await findLoad(tx, loadId);
    if (!load) throw notFound();
    await changeRealised(tx, load.material_id, input.quantity - load.quantity);
    await tx
      .update(materialLoads)
      .set({ quantity: input.quantity, productCode: input.product_code || null })
      .where(eq(materialLoads.id, loadId));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'material.load.update',
      entity: 'material',
      entityId: load.material_id,
      data: { load: loadId, from: load.quantity, to: input.quantity },
      ip,
    });
  });
}

export async function deleteLoad(app: FastifyInstance, user: AuthUser, loadId: number, ip: string) {
  await app.db.transaction(async (tx) => {
    const load = await findLoad(tx, loadId);
    if (!load) throw notFound();
    await changeRealised(tx, load.material_id, -load.quantity);
    await tx.delete(materialLoads).where(eq(materialLoads.id, loadId));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'material.load.delete',
      entity: 'material',
      entityId: load.material_id,
      data: { load: loadId, quantity: load.quantity },
      ip,
    });
  });
}

export type RequestLine = { clientId: number; materialId: number; productCode?: string; quantity: number };

/**
 * New requests, all or none: every line's client must be in the caller's scope, its material
 * live (and shown, for an agent), and the quantity within what is still to deliver now (the
 * accept checks again, atomically). A mass request keeps its lines together in a batch.
 */
export async function createRequests(
  app: FastifyInstance,
  user: AuthUser,
  scope: Scope,
  lines: RequestLine[],
  options: { batch: boolean; description?: string; ip: string },
) {
  return app.db.transaction(async (tx) => {
    const numbered = lines.length > 1;
    const fail = (line: number, key: string, params: Record<string, string | number> = {}): never => {
      if (!numbered) throw new AppError(key === 'errors.notFound' ? 404 : 400, key, params);
      throw new AppError(
        key === 'errors.notFound' ? 404 : 400,
        key === 'materials.errors.notEnoughStock' ? 'materials.errors.notEnoughStockLine' : key,
        { ...params, line },
      );
    };
    let batchId: number | null = null;
    if (options.batch) {
      const [batch] = await tx
        .insert(materialRequestBatches)
        .values({ description: options.description || null, createdBy: user.id })
        .returning({ id: materialRequestBatches.id });
      batchId = batch?.id ?? null;
    }
    // What this call asks of each material, so two lines together cannot exceed the stock.
    const asked = new Map<number, number>();
    const ids: number[] = [];
    for (const [index, line] of lines.entries()) {
      const n = index + 1;
      const client = await clientInScope(tx, scope, line.clientId);
      if (!client || client.agency_id === null) fail(n, 'errors.notFound');
      const material = await liveMaterial(tx, line.materialId);
      if (!material || (scope.kind === 'agency' && !material.visible)) fail(n, 'materials.errors.unavailable');
      if (material && line.productCode !== undefined && line.productCode !== material.product_code) {
        fail(n, 'materials.errors.codeMismatch');
      }
      const total = (asked.get(line.materialId) ?? 0) + line.quantity;
      if (material && total > Number(material.available)) {
        fail(n, 'materials.errors.notEnoughStock', {
          available: Math.max(0, Number(material.available) - (asked.get(line.materialId) ?? 0)),
        });
      }
      asked.set(line.materialId, total);
      const [row] = await tx
        .insert(materialRequests)
        .values({
          materialId: line.materialId,
          clientId: line.clientId,
          agencyId: client?.agency_id as number,
          requestedBy: user.id,
          batchId,
          quantity: line.quantity,
        })
        .returning({ id: materialRequests.id });
      await changePending(tx, line.materialId, 1);
      if (row) ids.push(row.id);
    }
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'material.request',
      entity: 'material_request',
      entityId: ids[0] ?? null,
      data: { ids, batch: batchId },
      ip: options.ip,
    });
    return ids;
  });
}

/**
 * Staff decide a pending request as they saw it (its quantity then): accepting (whole or part)
 * commits the stock atomically, in one statement shared with the decisions other staff make
 * meanwhile (`decisions.ts`), so many accepts at once do not queue behind each other's round trips
 * and commits. A request changed since is a 409 that says its quantity now.
 */
export async function decideRequest(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  decision: RequestDecision,
  ip: string,
) {
  const outcome = await decideQueued(app.db, {
    id,
    status: decision.status,
    seenQuantity: decision.quantity,
    partialQuantity: decision.status === 'partial' ? decision.accepted_quantity : null,
    reason: decision.status === 'rejected' ? decision.reason : null,
    userId: user.id,
    ip,
  });
  if (!outcome) throw notFound();
  if (outcome.decided) return;
  if (outcome.status !== 'pending') throw new AppError(409, 'materials.errors.decided');
  // The agent changed the quantity after staff opened the request: staff decide again on what it is now.
  if (outcome.quantity !== decision.quantity) {
    throw new AppError(409, 'materials.errors.changed', { quantity: outcome.quantity });
  }
  if (decision.status === 'partial' && decision.accepted_quantity >= outcome.quantity) {
    throw new AppError(400, 'materials.errors.partialBelow', { quantity: outcome.quantity });
  }
  // Only an accept can find nothing to write now: the stock was not there, or the material is gone.
  const available = await availableOf(app.db, outcome.material_id);
  if (available === null) throw new AppError(409, 'materials.errors.unavailable');
  throw new AppError(409, 'materials.errors.notEnoughStock', { available });
}

/** A pending request's quantity corrected (staff, or the agent whose agency asked). */
export async function changeRequestQuantity(
  app: FastifyInstance,
  user: AuthUser,
  scope: Scope,
  id: number,
  quantity: number,
  ip: string,
) {
  await app.db.transaction(async (tx) => {
    const request = await lockRequest(tx, scope, id);
    if (!request) throw notFound();
    if (request.status !== 'pending') throw new AppError(409, 'materials.errors.decided');
    const material = await liveMaterial(tx, request.material_id);
    if (!material) throw new AppError(409, 'materials.errors.unavailable');
    if (quantity > Number(material.available)) {
      throw new AppError(400, 'materials.errors.notEnoughStock', { available: Number(material.available) });
    }
    await tx.update(materialRequests).set({ quantity, updatedAt: sql`now()` }).where(eq(materialRequests.id, id));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'material.request.quantity',
      entity: 'material_request',
      entityId: id,
      data: { from: request.quantity, to: quantity },
      ip,
    });
  });
}
