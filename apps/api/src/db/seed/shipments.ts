import { sql } from 'drizzle-orm';
import { recountStock } from '../../modules/materials/stock';
import { queryRows, type Tx } from '../index';
import { materialRequests, shipments } from '../schema/index';
import type { DemoContext, DemoStep } from './types';

const DAY = 86_400_000;

/**
 * Preparations and shipments (PRODUCT.md §6): one shipment in each state, from accepted
 * requests of both agencies; the accepted requests of the materials step stay "To be sent".
 */
async function seedShipments(tx: Tx, ctx: DemoContext): Promise<void> {
  const materials = await queryRows<{ id: number }>(tx, sql`select id from materials order by product_code limit 4`);
  const clients = await queryRows<{
    id: number;
    agency_id: number;
    company_name: string;
    address: string | null;
    postal_code: string | null;
    city: string | null;
    province: string | null;
    country: string;
  }>(
    tx,
    sql`select id, agency_id, company_name, address, postal_code, city, province, country from clients
        where agency_id is not null and kind = 'retailer' order by id`,
  );
  const admin = ctx.userIds.admin ?? null;
  const plan = [
    { agency: 0, status: 'to_send' as const, quantity: 4 },
    { agency: 1, status: 'to_confirm' as const, quantity: 6, parcels: 1 },
    { agency: 0, status: 'ready' as const, quantity: 12, parcels: 2, waybill: 'BRT 0012 7781 5520' },
    { agency: 1, status: 'shipped' as const, quantity: 20, parcels: 3, waybill: 'SDA 8840 1123 0097' },
  ];
  const now = Date.now();
  for (const [i, p] of plan.entries()) {
    const agencyId = ctx.agencyIds[p.agency];
    const client = clients.filter((c) => c.agency_id === agencyId)[i % 2];
    const materialId = materials[i]?.id;
    if (!client || !materialId || agencyId === undefined) continue;
    const created = new Date(now - (10 - 2 * i) * DAY);
    const [shipment] = await tx
      .insert(shipments)
      .values({
        status: p.status,
        agencyId,
        clientId: client.id,
        recipient: client.company_name,
        address: client.address ?? '',
        postalCode: client.postal_code ?? '',
        city: client.city ?? '',
        province: client.province,
        country: client.country,
        parcels: p.parcels ?? null,
        waybill: p.waybill ?? null,
        notes: p.status === 'shipped' ? 'Consegna entro venerdì' : null,
        internalNote: p.status === 'ready' ? 'Imballare gli espositori a parte' : null,
        createdBy: admin,
        createdAt: created,
        updatedAt: created,
        shippedAt: p.status === 'shipped' ? new Date(created.getTime() + DAY) : null,
      })
      .returning({ id: shipments.id });
    await tx.insert(materialRequests).values({
      materialId,
      clientId: client.id,
      agencyId,
      requestedBy: (p.agency === 0 ? ctx.userIds.agent : ctx.userIds.agent2) ?? null,
      quantity: p.quantity,
      acceptedQuantity: p.quantity,
      status: 'accepted',
      decidedBy: admin,
      decidedAt: new Date(created.getTime() - DAY),
      shipmentId: shipment?.id ?? null,
      createdAt: new Date(created.getTime() - 2 * DAY),
      updatedAt: created,
    });
  }
  await recountStock(tx);
}

export const demoShipments: DemoStep = { name: 'shipments', run: seedShipments };
