import { sql } from 'drizzle-orm';
import { recountStock } from '../../../modules/materials/stock';
import { queryRows } from '../../index';
import { materialFamilies, materialLoads, materialRequests, materials } from '../../schema/index';
import { MATERIAL_FAMILIES, materialFactory } from '../factories';
import { inBatches, type LargeStep } from './types';

const DAY = 86_400_000;

/**
 * Support materials at the sizes of PRODUCT.md §7: one material per five clients (20,000 for
 * 100,000 clients) with their loads, and two requests per client (200,000) in every state,
 * spread over the last year. Counters are then set from the rows, as the service keeps them.
 */
export const largeMaterials: LargeStep = {
  name: 'support materials and requests',
  async run(tx, ctx) {
    const existing = await queryRows<{ id: number }>(tx, sql`select id from material_families order by position, id`);
    const familyIds =
      existing.length > 0
        ? existing.map((f) => f.id)
        : (
            await tx
              .insert(materialFamilies)
              .values(MATERIAL_FAMILIES.map((f, position) => ({ ...f, position })))
              .returning({ id: materialFamilies.id })
          ).map((f) => f.id);
    const count = Math.max(20, Math.round(ctx.sizes.clients / 5));
    // Codes after the demo's (MAT-00001…MAT-00012).
    const offset = 1000;
    const materialIds: number[] = [];
    await inBatches(count, 2000, ctx, 'materials', async (from, to) => {
      const rows = Array.from({ length: to - from }, (_, i) => {
        const n = offset + from + i + 1;
        return { ...materialFactory(n, familyIds), productCode: `MAT-${String(n).padStart(6, '0')}` };
      });
      const ids = await tx.insert(materials).values(rows).returning({ id: materials.id });
      materialIds.push(...ids.map((r) => r.id));
      await tx.insert(materialLoads).values(
        ids.map((r, i) => ({
          materialId: r.id,
          quantity: 500 + ((from + i) % 10) * 100,
          createdBy: ctx.staffIds[0] ?? null,
        })),
      );
    });
    const clients = await queryRows<{ id: number; agency_id: number }>(
      tx,
      sql`select id, agency_id from clients where agency_id is not null and status <> 'deleted' order by id`,
    );
    const agentOf = new Map(ctx.agencies.map((a, i) => [a.id, ctx.agentIds[i * ctx.sizes.agentsPerAgency] ?? null]));
    const now = Date.now();
    const total = clients.length * 2;
    await inBatches(total, 5000, ctx, 'material requests', async (from, to) => {
      const rows = Array.from({ length: to - from }, (_, i) => {
        const n = from + i;
        const client = clients[n % clients.length] as { id: number; agency_id: number };
        const materialId = materialIds[(n * 7919) % materialIds.length] as number;
        const quantity = 1 + (n % 10);
        // Mostly decided, a tenth still pending; accepted ones stay well within each material's stock.
        const kind = n % 10;
        const status = kind === 0 ? 'pending' : kind < 6 ? 'accepted' : kind < 8 ? 'partial' : 'rejected';
        const created = new Date(now - (n % 365) * DAY - (n % 1440) * 60_000);
        const accepted = status === 'accepted' ? quantity : status === 'partial' ? Math.max(1, quantity - 1) : null;
        return {
          materialId,
          clientId: client.id,
          agencyId: client.agency_id,
          requestedBy: agentOf.get(client.agency_id) ?? null,
          quantity: status === 'partial' ? Math.max(2, quantity) : quantity,
          acceptedQuantity: accepted,
          status: status as 'pending' | 'accepted' | 'partial' | 'rejected',
          reason: status === 'rejected' ? 'Materiale già presente' : null,
          decidedBy: status === 'pending' ? null : (ctx.staffIds[0] ?? null),
          decidedAt: status === 'pending' ? null : new Date(created.getTime() + DAY),
          createdAt: created,
          updatedAt: created,
        };
      });
      await tx.insert(materialRequests).values(rows);
    });
    ctx.log('  material counters: recount');
    await recountStock(tx);
  },
};
