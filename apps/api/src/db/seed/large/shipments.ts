import { sql } from 'drizzle-orm';
import { recountStock } from '../../../modules/materials/stock';
import { queryRows } from '../../index';
import { shipments } from '../../schema/index';
import { inBatches, type LargeStep } from './types';

const DAY = 86_400_000;
const STATUSES = ['shipped', 'shipped', 'shipped', 'shipped', 'shipped', 'shipped', 'ready', 'to_confirm', 'to_send'];

/**
 * Shipments at the sizes of PRODUCT.md §7: one per accepted request for a quarter of them
 * (50,000 for 100,000 clients), mostly shipped, the rest in every earlier state; the other
 * accepted requests stay "To be sent". Counters are then set from the rows.
 */
export const largeShipments: LargeStep = {
  name: 'shipments',
  async run(tx, ctx) {
    const count = Math.max(8, Math.round(ctx.sizes.clients / 2));
    const requests = await queryRows<{
      id: number;
      agency_id: number;
      client_id: number;
      company_name: string;
      city: string | null;
      postal_code: string | null;
      province: string | null;
      created_at: Date | string;
    }>(
      tx,
      sql`select r.id, r.agency_id, r.client_id, c.company_name, c.city, c.postal_code, c.province, r.created_at
          from material_requests r join clients c on c.id = r.client_id
          where r.status in ('accepted', 'partial') and r.shipment_id is null order by r.id limit ${count}`,
    );
    await inBatches(requests.length, 2000, ctx, 'shipments', async (from, to) => {
      const slice = requests.slice(from, to);
      const rows = slice.map((r, i) => {
        const status = STATUSES[(from + i) % STATUSES.length] as 'shipped' | 'ready' | 'to_confirm' | 'to_send';
        const created = new Date(new Date(r.created_at).getTime() + 2 * DAY);
        return {
          status,
          agencyId: r.agency_id,
          clientId: r.client_id,
          recipient: r.company_name,
          address: `Via Roma ${1 + ((from + i) % 200)}`,
          postalCode: r.postal_code ?? '00100',
          city: r.city ?? 'Roma',
          province: r.province,
          country: 'IT',
          parcels: status === 'to_send' ? null : 1 + ((from + i) % 3),
          waybill: status === 'shipped' || status === 'ready' ? `BRT ${String(10_000_000 + from + i)}` : null,
          createdBy: ctx.staffIds[0] ?? null,
          createdAt: created,
          updatedAt: created,
          shippedAt: status === 'shipped' ? new Date(created.getTime() + DAY) : null,
        };
      });
      const ids = await tx.insert(shipments).values(rows).returning({ id: shipments.id });
      const pairs = slice.map((r, i) => [r.id, ids[i]?.id as number]);
      await queryRows(
        tx,
        sql`update material_requests r set shipment_id = p.shipment_id
            from (select unnest(${`{${pairs.map((p) => p[0]).join(',')}}`}::int[]) as id,
                         unnest(${`{${pairs.map((p) => p[1]).join(',')}}`}::int[]) as shipment_id) p
            where r.id = p.id`,
      );
    });
    ctx.log('  material counters: recount');
    await recountStock(tx);
  },
};
