import { collectionDates } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index';
import type { DemoContext, DemoStep } from '../../db/seed/types';
import { applianceStock, readyStockReservations } from './schema';
import { romeToday } from './service';

/** Pieces ready for delivery of every other demo appliance: one left, a few left, and more. */
const READY = [1, 3, 2, 6, 1, 12, 3, 4, 8, 2, 1, 20, 5, 3, 10];

/** A day `days` before today (yyyy-mm-dd). */
const daysAgo = (days: number) => romeToday(new Date(Date.now() - days * 86_400_000));

/**
 * The demo ready-for-delivery stock (PRODUCT.md §6), as the `ready-stock` import writes it, and
 * reservations in every state: the ones still holding a unit on appliances with 12 and 20
 * pieces, so the availabilities of the other appliances show as their stock says.
 */
async function seedStock(tx: Tx, ctx: DemoContext): Promise<void> {
  const ids = (
    await queryRows<{ id: number }>(tx, sql`select id from appliances order by id limit ${READY.length * 2}`)
  ).map((r) => r.id);
  await tx.insert(applianceStock).values(
    READY.map((quantity, i) => ({
      applianceId: ids[i * 2] as number,
      quantity,
      warehouse: i % 3 === 0 ? 'Pordenone' : 'Verona',
    })),
  );
  const customer = ctx.userIds.customer;
  const agent = ctx.userIds.agent;
  const admin = ctx.userIds.admin;
  const [own] = await queryRows<{ id: number; agency_id: number }>(
    tx,
    sql`select c.id, c.agency_id from clients c join users u on u.client_id = c.id where u.id = ${customer ?? 0}`,
  );
  const [other] = await queryRows<{ id: number; agency_id: number }>(
    tx,
    sql`select id, agency_id from clients where agency_id = ${ctx.agencyIds[0] ?? 0} and id <> ${own?.id ?? 0}
        order by id limit 1`,
  );
  if (!customer || !agent || !admin || !own || !other) return;
  const twelve = ids[5 * 2] as number;
  const twenty = ids[11 * 2] as number;
  const old = collectionDates(daysAgo(14));
  const recent = collectionDates(daysAgo(1));
  const byAgent = { clientId: other.id, agencyId: other.agency_id, orderedBy: agent };
  const byCustomer = { clientId: own.id, agencyId: own.agency_id, orderedBy: customer };
  const decided = { decidedBy: admin, decidedAt: new Date() };
  await tx.insert(readyStockReservations).values([
    { applianceId: twelve, ...byAgent, deliveryMode: 'next_load', state: 'requested' },
    { applianceId: twelve, ...byCustomer, deliveryMode: 'self_collection', ...asDates(recent), state: 'requested' },
    {
      applianceId: twenty,
      ...byCustomer,
      deliveryMode: 'self_collection',
      ...asDates(recent),
      state: 'accepted',
      ...decided,
    },
    { applianceId: twenty, ...byAgent, deliveryMode: 'next_load', state: 'accepted', ...decided },
    {
      applianceId: twenty,
      ...byAgent,
      deliveryMode: 'next_load',
      state: 'refused',
      reason: 'Venduto in sede prima della conferma',
      ...decided,
    },
    {
      applianceId: twelve,
      ...byCustomer,
      deliveryMode: 'self_collection',
      ...asDates(old),
      state: 'collected',
      ...decided,
    },
    { applianceId: twenty, ...byAgent, deliveryMode: 'next_load', state: 'delivered', ...decided },
    {
      applianceId: twelve,
      ...byCustomer,
      deliveryMode: 'self_collection',
      ...asDates(old),
      state: 'lapsed',
      ...decided,
    },
  ]);
}

const asDates = (d: { ready_on: string; collect_by: string }) => ({ readyOn: d.ready_on, collectBy: d.collect_by });

export const demoReadyStock: DemoStep = { name: 'ready-stock', run: seedStock };
