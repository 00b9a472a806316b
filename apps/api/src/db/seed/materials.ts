import { recountStock } from '../../modules/materials/stock';
import type { Tx } from '../index';
import { materialFamilies, materialLoads, materialRequests, materials } from '../schema/index';
import { demoMaterialRows, MATERIAL_FAMILIES } from './factories';
import type { DemoContext, DemoStep } from './types';

/**
 * Support materials (PRODUCT.md §6): four families with stock, and requests from both agencies
 * in every state (pending, accepted, partly accepted, rejected), so each screen of the domain
 * has something to show on the first start (`test/seed/demo-materials.test.ts`).
 */
async function seedMaterials(tx: Tx, ctx: DemoContext): Promise<void> {
  const families = await tx
    .insert(materialFamilies)
    .values(MATERIAL_FAMILIES.map((f, position) => ({ ...f, position })))
    .returning({ id: materialFamilies.id });
  const rows = demoMaterialRows(families.map((f) => f.id));
  const inserted = await tx.insert(materials).values(rows).returning({ id: materials.id });
  const ids = inserted.map((m) => m.id);
  const admin = ctx.userIds.admin ?? null;
  // Each material gets one or two loads; the last one none (out of stock, requests must wait).
  await tx.insert(materialLoads).values(
    ids.slice(0, -1).flatMap((materialId, i) => [
      {
        materialId,
        quantity: 200 + 50 * i,
        productCode: `RUN-2026-${String(i + 1).padStart(2, '0')}`,
        createdBy: admin,
      },
      ...(i % 3 === 0 ? [{ materialId, quantity: 100, productCode: null, createdBy: admin }] : []),
    ]),
  );
  const clientAgency = await tx.query.clients.findMany({ columns: { id: true, agencyId: true } });
  const ofAgency = (n: number) => clientAgency.filter((c) => c.agencyId === ctx.agencyIds[n]).map((c) => c.id);
  const agents = [ctx.userIds.agent ?? null, ctx.userIds.agent2 ?? null];
  const plan = [
    { agency: 0, material: 0, quantity: 20, status: 'pending' as const },
    { agency: 0, material: 1, quantity: 10, status: 'accepted' as const },
    { agency: 0, material: 2, quantity: 30, status: 'partial' as const, accepted: 15 },
    { agency: 0, material: 3, quantity: 5, status: 'rejected' as const, reason: 'Espositore già presente in negozio' },
    { agency: 1, material: 0, quantity: 12, status: 'pending' as const },
    { agency: 1, material: 4, quantity: 8, status: 'accepted' as const },
    {
      agency: 1,
      material: 5,
      quantity: 40,
      status: 'rejected' as const,
      reason: 'Quantità oltre il fabbisogno del negozio',
    },
    { agency: 1, material: 2, quantity: 25, status: 'partial' as const, accepted: 10 },
  ];
  const day = 86_400_000;
  await tx.insert(materialRequests).values(
    plan.flatMap((p, i) => {
      const clientIds = ofAgency(p.agency);
      const clientId = clientIds[i % clientIds.length];
      const agencyId = ctx.agencyIds[p.agency];
      const materialId = ids[p.material];
      if (clientId === undefined || agencyId === undefined || materialId === undefined) return [];
      const created = new Date(Date.now() - (plan.length - i) * day);
      const decided = p.status === 'pending' ? null : new Date(created.getTime() + day / 2);
      return [
        {
          materialId,
          clientId,
          agencyId,
          requestedBy: agents[p.agency] ?? null,
          quantity: p.quantity,
          status: p.status,
          acceptedQuantity: p.status === 'accepted' ? p.quantity : p.status === 'partial' ? (p.accepted ?? null) : null,
          reason: p.status === 'rejected' ? (p.reason ?? null) : null,
          decidedBy: decided ? admin : null,
          decidedAt: decided,
          createdAt: created,
          updatedAt: decided ?? created,
        },
      ];
    }),
  );
  await recountStock(tx);
}

export const demoMaterials: DemoStep = { name: 'materials', run: seedMaterials };
