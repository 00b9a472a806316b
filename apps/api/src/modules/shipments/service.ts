import {
  countKey,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  SHIPMENT_TRANSITIONS,
  type ShipmentStatus,
  type ShippingPlace,
  shipmentNumber,
  shippingPlaceSchema,
} from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/index';
import { shipments } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { printedDay } from '../../lib/file-names';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import {
  attachRequests,
  clientInScope,
  deliver,
  detachRequests,
  markPrinted,
  moveRequests,
  requestClients,
} from '../materials/index';
import { clientPlace, findShipment, previousPlaces, requesters } from './repository';

const ALL = { kind: 'all' } as const;

/** A preparation: accepted requests of one client become a shipment "to be sent" to one place. */
export async function prepare(
  app: FastifyInstance,
  user: AuthUser,
  input: { requests: number[]; place?: ShippingPlace },
  ip: string,
) {
  return app.db.transaction(async (tx) => {
    const owners = await requestClients(tx, input.requests);
    if (owners.length === 0) throw new AppError(409, 'shipments.errors.requestsChanged');
    if (owners.length > 1) throw new AppError(400, 'shipments.errors.oneClient');
    const { client_id: clientId, agency_id: agencyId } = owners[0] as { client_id: number; agency_id: number };
    const client = await clientPlace(tx, clientId);
    // The client's own address is the default only when a label can carry it whole.
    const own = shippingPlaceSchema.safeParse({
      recipient: client?.company_name ?? '',
      address: client?.address ?? '',
      postal_code: client?.postal_code ?? '',
      city: client?.city ?? '',
      province: client?.province || undefined,
      country: client?.country ?? 'IT',
    });
    const place = input.place ?? (own.success ? own.data : undefined);
    if (!place) throw new AppError(400, 'shipments.errors.placeIncomplete');
    const [row] = await tx
      .insert(shipments)
      .values({
        agencyId,
        clientId,
        recipient: place.recipient,
        address: place.address,
        postalCode: place.postal_code,
        city: place.city,
        province: place.province || null,
        country: place.country,
        createdBy: user.id,
      })
      .returning({ id: shipments.id });
    const id = row?.id as number;
    await attachRequests(tx, id, clientId, input.requests);
    await recordAudit(tx, { actorUserId: user.id, action: 'shipment.prepare', entity: 'shipment', entityId: id, ip });
    return id;
  });
}

/** Whether a preparation's requests may still change (or it be deleted): not once it is ready. */
export const changeable = (status: ShipmentStatus) => status === 'to_send' || status === 'to_confirm';

/** The requests a preparation carries, replaced (only before it is ready). */
export async function setPreparationRequests(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  requests: number[],
  ip: string,
) {
  await app.db.transaction(async (tx) => {
    const shipment = await findShipment(tx, ALL, id, true);
    if (!shipment) throw notFound();
    if (!changeable(shipment.status)) throw new AppError(409, 'shipments.errors.locked');
    await detachRequests(tx, id);
    await attachRequests(tx, id, shipment.client_id, requests);
    await recordAudit(tx, { actorUserId: user.id, action: 'shipment.requests', entity: 'shipment', entityId: id, ip });
  });
}

/** A preparation deleted: its requests go back to "To be sent". */
export async function deletePreparation(app: FastifyInstance, user: AuthUser, id: number, ip: string) {
  await app.db.transaction(async (tx) => {
    const shipment = await findShipment(tx, ALL, id, true);
    if (!shipment) throw notFound();
    if (!changeable(shipment.status)) throw new AppError(409, 'shipments.errors.locked');
    await detachRequests(tx, id);
    await tx.delete(shipments).where(eq(shipments.id, id));
    await recordAudit(tx, { actorUserId: user.id, action: 'shipment.delete', entity: 'shipment', entityId: id, ip });
  });
}

/** Several preparations of one client, all still to be sent, become the first of them. */
export async function groupPreparations(app: FastifyInstance, user: AuthUser, ids: number[], ip: string) {
  return app.db.transaction(async (tx) => {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const rows = [];
    for (const id of unique) rows.push(await findShipment(tx, ALL, id, true));
    const found = rows.filter((r) => r !== undefined);
    if (found.length !== unique.length) throw notFound();
    const clients = new Set(found.map((r) => r.client_id));
    if (unique.length < 2 || clients.size > 1 || found.some((r) => r.status !== 'to_send')) {
      throw new AppError(409, 'shipments.errors.groupClient');
    }
    const [keep, ...others] = unique as [number, ...number[]];
    for (const other of others) await moveRequests(tx, other, keep);
    await tx.delete(shipments).where(inArray(shipments.id, others));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'shipment.group',
      entity: 'shipment',
      entityId: keep,
      data: { merged: others },
      ip,
    });
    return keep;
  });
}

/**
 * A shipment's next state (SHIPMENT_TRANSITIONS). Confirming needs its parcels; ready counts
 * its pieces as printed (and going back uncounts them); shipped delivers the stock and tells
 * the agents who asked, each in their language.
 */
export async function changeStatus(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  to: ShipmentStatus,
  input: { parcels?: number; waybill?: string; without_waybill?: boolean },
  ip: string,
  lang: string,
) {
  await app.db.transaction(async (tx) => {
    const shipment = await findShipment(tx, ALL, id, true);
    if (!shipment) throw notFound();
    if (!SHIPMENT_TRANSITIONS[shipment.status].includes(to)) {
      const label = (s: string) => translate(isLanguage(lang) ? lang : DEFAULT_LANGUAGE, `shipments.status.${s}`);
      throw new AppError(409, 'shipments.errors.transition', { from: label(shipment.status), to: label(to) });
    }
    const parcels = input.parcels ?? shipment.parcels;
    if ((to === 'to_confirm' || to === 'ready') && !parcels) throw new AppError(400, 'shipments.errors.needsParcels');
    const waybill = (input.waybill !== undefined ? input.waybill : shipment.waybill) || null;
    // Leaving without a waybill is a choice said out loud: the agent's e-mail words it.
    if (to === 'shipped' && !waybill && !input.without_waybill) {
      throw new AppError(400, 'shipments.errors.needsWaybill');
    }
    await tx
      .update(shipments)
      .set({
        status: to,
        parcels,
        ...(input.waybill !== undefined ? { waybill: input.waybill || null } : {}),
        ...(to === 'shipped' ? { shippedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(shipments.id, id));
    if (to === 'ready') await markPrinted(tx, id, true);
    if (shipment.status === 'ready' && to === 'to_confirm') await markPrinted(tx, id, false);
    if (to === 'shipped') {
      await deliver(tx, id);
      for (const agent of await requesters(tx, id)) {
        const language = isLanguage(agent.language) ? agent.language : DEFAULT_LANGUAGE;
        const count = parcels ?? 1;
        await app.mailer.enqueue(tx, {
          to: agent.email,
          template: 'shipment-shipped',
          language,
          params: {
            name: agent.name,
            number: shipmentNumber(id),
            client: shipment.client,
            parcels: translate(language, countKey(language, 'shipments.count.parcels', count), { count }),
            waybill: waybill
              ? translate(language, 'shipments.mailParts.waybill', { waybill })
              : translate(language, 'shipments.mailParts.noWaybill'),
            notes: shipment.notes ?? '',
            link: `${app.config.publicUrl}/material-requests`,
          },
        });
      }
    }
    await recordAudit(tx, {
      actorUserId: user.id,
      action: `shipment.${to}`,
      entity: 'shipment',
      entityId: id,
      data: { from: shipment.status },
      ip,
    });
  });
}

/**
 * Parcels and waybill corrected (`PUT spedizioni/details/{id}`): once confirmed and until the
 * shipment leaves; before confirming, confirming asks them. An empty waybill is none.
 */
export async function correctParcels(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: { parcels: number; waybill: string },
  ip: string,
) {
  await app.db.transaction(async (tx) => {
    const shipment = await findShipment(tx, ALL, id, true);
    if (!shipment) throw notFound();
    if (shipment.status !== 'to_confirm' && shipment.status !== 'ready') {
      throw new AppError(409, 'shipments.errors.locked');
    }
    await tx
      .update(shipments)
      .set({ parcels: input.parcels, waybill: input.waybill || null, updatedAt: sql`now()` })
      .where(eq(shipments.id, id));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'shipment.parcels',
      entity: 'shipment',
      entityId: id,
      data: { parcels: [shipment.parcels, input.parcels] },
      ip,
    });
  });
}

/** Shipping notes (the agent reads them) or the internal note (staff only). */
export async function saveNote(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  which: 'notes' | 'internal',
  text: string,
  ip: string,
) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(shipments)
      .set(which === 'notes' ? { notes: text || null, updatedAt: sql`now()` } : { internalNote: text || null })
      .where(eq(shipments.id, id))
      .returning({ id: shipments.id });
    if (!row) throw notFound();
    await recordAudit(tx, { actorUserId: user.id, action: `shipment.${which}`, entity: 'shipment', entityId: id, ip });
  });
}

/**
 * Where a preparation for the client can go (`invio/shipping-to`): its own address first, then
 * the other places its shipments went to, most recent first. `complete` says whether the place
 * has all a label needs (a client without an address must get one typed in).
 */
export async function shippingDestinations(db: DbOrTx, clientId: number, lang: Language) {
  if (!(await clientInScope(db, ALL, clientId))) throw notFound();
  const own = await clientPlace(db, clientId);
  const home = {
    recipient: own?.company_name ?? '',
    address: own?.address ?? '',
    postal_code: own?.postal_code ?? '',
    city: own?.city ?? '',
    province: own?.province ?? null,
    country: own?.country ?? 'IT',
  };
  const same = (a: typeof home, b: typeof home) =>
    a.recipient === b.recipient && a.address === b.address && a.postal_code === b.postal_code && a.city === b.city;
  const previous = (await previousPlaces(db, clientId))
    .map(({ last_used, ...place }) => ({ place, last_used }))
    .filter(({ place }) => !same(place, home));
  return [
    { kind: 'client' as const, label: translate(lang, 'shipments.shippingTo.client'), place: home },
    ...previous.map(({ place, last_used }) => ({
      kind: 'previous' as const,
      label: translate(lang, 'shipments.shippingTo.previous', { date: printedDay(new Date(last_used), lang) }),
      place,
    })),
  ].map((d) => ({
    ...d,
    complete: Boolean(d.place.recipient && d.place.address && d.place.postal_code && d.place.city),
  }));
}
