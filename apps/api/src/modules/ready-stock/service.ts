import {
  collectionDates,
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type ReservationInput,
  USER_TYPE,
} from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { printedDay, TIME_ZONE } from '../../lib/file-names';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { buyerClient, lockReservation, lockStock, type ReservationRecord } from './repository';
import { readyStockReservations } from './schema';

/** Today in Europe/Rome (yyyy-mm-dd): the day a reservation is ordered on. */
export const romeToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** The client a buyer reserves for: a customer its own company, an agent one of their agency's clients. */
async function clientOf(tx: Tx, user: AuthUser, clientId: number | undefined) {
  if (user.userType === USER_TYPE.customer) {
    const own = user.clientId === null ? undefined : await buyerClient(tx, user.clientId, null);
    if (!own || (clientId !== undefined && clientId !== own.id)) throw notFound();
    return own;
  }
  if (clientId === undefined) throw badRequest('readyStock.errors.clientRequired');
  // Another agency's client answers as a missing one.
  const client = await buyerClient(tx, clientId, user.agencyId ?? 0);
  if (!client) throw notFound();
  return client;
}

/**
 * Reserves one unit at once: the appliance's stock row is locked for the transaction, so the
 * free pieces are counted by one buyer at a time; none left is a 409. Self-collection gets its
 * dates from the order day (Europe/Rome, working days).
 */
export async function reserve(app: FastifyInstance, user: AuthUser, applianceId: number, input: ReservationInput) {
  return app.db.transaction(async (tx) => {
    const client = await clientOf(tx, user, input.client_id);
    const stock = await lockStock(tx, applianceId);
    if (!stock || stock.quantity <= 0) throw notFound();
    if (stock.quantity - stock.held < 1) throw conflict('readyStock.errors.soldOut');
    const dates = input.delivery_mode === 'self_collection' ? collectionDates(romeToday()) : null;
    const [row] = await tx
      .insert(readyStockReservations)
      .values({
        applianceId,
        quantity: 1,
        clientId: client.id,
        agencyId: client.agency_id,
        orderedBy: user.id,
        deliveryMode: input.delivery_mode,
        readyOn: dates?.ready_on ?? null,
        collectBy: dates?.collect_by ?? null,
        note: input.note || null,
      })
      .returning({ id: readyStockReservations.id });
    const id = row?.id as number;
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'ready_stock.reserved',
      entity: 'ready_stock_reservation',
      entityId: id,
      data: { appliance_id: applianceId, client_id: client.id, delivery_mode: input.delivery_mode },
    });
    return { id, ...dates };
  });
}

const languageOf = (r: ReservationRecord): Language =>
  isLanguage(r.buyer_language) ? r.buyer_language : DEFAULT_LANGUAGE;

/** The dates line of the acceptance e-mail, in the buyer's language. */
function datesText(r: ReservationRecord, lang: Language) {
  if (r.delivery_mode === 'next_load' || !r.ready_on || !r.collect_by) {
    return translate(lang, 'readyStock.mail.datesNextLoad');
  }
  const day = (d: string) => printedDay(new Date(`${d}T12:00:00Z`), lang);
  return translate(lang, 'readyStock.mail.datesSelfCollection', { ready: day(r.ready_on), collect: day(r.collect_by) });
}

async function mailBuyer(app: FastifyInstance, tx: Tx, r: ReservationRecord, decision: 'accepted' | 'refused') {
  const language = languageOf(r);
  await app.mailer.enqueue(tx, {
    to: r.buyer_email,
    template: decision === 'accepted' ? 'ready-stock-accepted' : 'ready-stock-refused',
    language,
    params: {
      name: r.ordered_by,
      code: r.code,
      description: r.description,
      client: r.client,
      dates: datesText(r, language),
      reason: r.reason ?? '',
      link: `${app.config.publicUrl}/${decision === 'accepted' ? 'ready-stock/reservations' : 'ready-stock'}`,
    },
  });
}

/**
 * Staff accept or refuse a requested reservation; a refusal frees its unit and says why. The
 * buyer is told by e-mail, in their language, in the same transaction (the outbox).
 */
export async function decide(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  decision: { to: 'accepted' } | { to: 'refused'; reason: string },
) {
  await app.db.transaction(async (tx) => {
    const r = await lockReservation(tx, id);
    if (!r) throw notFound();
    if (r.state !== 'requested') throw conflict('readyStock.errors.notRequested');
    const reason = decision.to === 'refused' ? decision.reason : null;
    await tx.execute(
      sql`update ready_stock_reservations set state = ${decision.to}, reason = ${reason}, decided_by = ${user.id},
            decided_at = now(), updated_at = now() where id = ${id}`,
    );
    await recordAudit(tx, {
      actorUserId: user.id,
      action: `ready_stock.${decision.to}`,
      entity: 'ready_stock_reservation',
      entityId: id,
      data: reason ? { reason } : undefined,
    });
    await mailBuyer(app, tx, { ...r, state: decision.to, reason }, decision.to);
  });
}

/**
 * An accepted reservation is collected (self-collection) or delivered (next load): its unit
 * left, so it comes off the stock as well; the ERP's next file agrees.
 */
export async function close(app: FastifyInstance, user: AuthUser, id: number) {
  await app.db.transaction(async (tx) => {
    const r = await lockReservation(tx, id);
    if (!r) throw notFound();
    if (r.state !== 'accepted') throw conflict('readyStock.errors.notAccepted');
    const to = r.delivery_mode === 'self_collection' ? 'collected' : 'delivered';
    await tx.execute(
      sql`update appliance_stock set quantity = greatest(quantity - ${r.quantity}, 0), updated_at = now()
          where appliance_id = ${r.appliance_id}`,
    );
    await tx.execute(sql`update ready_stock_reservations set state = ${to}, updated_at = now() where id = ${id}`);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: `ready_stock.${to}`,
      entity: 'ready_stock_reservation',
      entityId: id,
    });
  });
}
