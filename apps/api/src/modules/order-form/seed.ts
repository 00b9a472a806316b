import { orderFormNumber } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/index';
import { clients } from '../../db/schema/index';
import type { DemoContext, DemoStep } from '../../db/seed/types';
import { drawTitle, openPdf } from '../../lib/pdf-document';
import { recordFile, stageFile } from '../files/index';
import { orderFormLines, orderFormNumbers, orderFormOrders } from './schema';
import { ownerOf } from './upload';

/** A one-page drawing note, as an agent would attach: a real PDF. */
async function drawingPdf(title: string, lines: string[]): Promise<Buffer> {
  const { doc, done } = await openPdf({ size: 'A4', margin: 50 });
  drawTitle(doc, title, { size: 16, lines });
  doc.end();
  return done;
}

/** A small photo of the room: a real PNG. */
const roomPhoto = (r: number, g: number, b: number) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

type DemoOrder = {
  client: number;
  by: 'agent' | 'agent2' | 'customer' | 'admin';
  state: 'draft' | 'sent';
  sendError?: string;
  model: string;
  reference: string;
  daysAgo: number;
  lines: [number | null, string][];
  files: { name: string; data: () => Promise<Buffer> }[];
  complete: boolean;
};

const ORDERS: DemoOrder[] = [
  {
    client: 0,
    by: 'agent',
    state: 'sent',
    model: 'Aurora',
    reference: 'Cucina Villa Rossi',
    daysAgo: 12,
    lines: [
      [4, 'Base 60 cm due cassetti'],
      [2, 'Pensile 90 cm anta vetro'],
      [1, 'Colonna forno 60 cm'],
    ],
    files: [
      {
        name: 'pianta-cucina.pdf',
        data: () => drawingPdf('Pianta cucina Villa Rossi', ['Parete A 360 cm', 'Parete B 240 cm']),
      },
      { name: 'foto-ambiente.png', data: () => roomPhoto(200, 180, 150) },
    ],
    complete: true,
  },
  {
    client: 0,
    by: 'customer',
    state: 'sent',
    model: 'Linea',
    reference: 'Showroom Monza',
    daysAgo: 5,
    lines: [[1, 'Isola 240 cm con top in quarzo']],
    files: [{ name: 'isola.pdf', data: () => drawingPdf('Isola showroom', ['Top quarzo bianco 2 cm']) }],
    complete: true,
  },
  {
    client: 1,
    by: 'agent',
    state: 'draft',
    model: 'Aurora',
    reference: 'Appartamento Corso Como',
    daysAgo: 1,
    lines: [
      [3, 'Base 45 cm'],
      [null, ''],
    ],
    files: [{ name: 'misure.png', data: () => roomPhoto(120, 140, 160) }],
    complete: false,
  },
  {
    // A draft the order office could not receive: "Error in order submission", kept to send again.
    client: 0,
    by: 'agent',
    state: 'draft',
    sendError: 'SMTP 451 temporary failure',
    model: 'Essenza',
    reference: 'Casa Galli',
    daysAgo: 2,
    lines: [[2, 'Pensile angolare 60 cm']],
    files: [
      { name: 'progetto-galli.pdf', data: () => drawingPdf('Progetto Casa Galli', ['Cucina ad angolo']) },
      { name: 'parete.png', data: () => roomPhoto(90, 110, 80) },
    ],
    complete: true,
  },
  {
    client: 2,
    by: 'agent2',
    state: 'sent',
    model: 'Linea',
    reference: 'Residenza Posillipo',
    daysAgo: 20,
    lines: [[6, 'Anta 60x70 laccata opaca']],
    files: [{ name: 'ante.pdf', data: () => drawingPdf('Ante laccate', ['Colore RAL 9010']) }],
    complete: true,
  },
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo orders (PRODUCT.md §6): drafts and sent orders of the demo clients, one draft whose
 * sending failed, each with real PDF or PNG attachments stored through the files module (in the
 * seed's one transaction: `stageFile` writes the bytes and lists them loose with it, `recordFile`
 * names them).
 */
async function seedOrders(tx: Tx, ctx: DemoContext): Promise<void> {
  // The files module's writes take the database and the store; the seed's is its one transaction.
  const store = { db: tx as unknown as Db, storage: ctx.storage };
  const now = Date.now();
  const byYear = new Map<number, number>();
  for (const order of ORDERS) {
    const clientId = ctx.clientIds[order.client];
    const userId = ctx.userIds[order.by];
    if (!clientId || !userId)
      throw new Error(`order-form seed: demo client ${order.client} or user ${order.by} missing`);
    const [client] = await tx
      .select({ agencyId: clients.agencyId, code: clients.code, province: clients.province })
      .from(clients)
      .where(eq(clients.id, clientId));
    const created = new Date(now - order.daysAgo * DAY);
    const year = created.getUTCFullYear();
    const sequence = (byYear.get(year) ?? 0) + 1;
    byYear.set(year, sequence);
    const day = created.toISOString().slice(0, 10);
    const delivery = new Date(created.getTime() + 45 * DAY).toISOString().slice(0, 10);
    const [row] = await tx
      .insert(orderFormOrders)
      .values({
        number: orderFormNumber(year, sequence),
        state: order.state,
        clientId,
        agencyId: client?.agencyId ?? null,
        createdBy: userId,
        customerCode: client?.code ?? '',
        province: client?.province ?? '',
        model: order.model,
        finish: order.complete ? 'Rovere naturale' : '',
        handle: order.complete ? 'Gola' : '',
        top: order.complete ? 'Laminato 4 cm' : '',
        carcass: order.complete ? 'Bianco' : '',
        plinth: order.complete ? 'Alluminio 10 cm' : '',
        feet: order.complete ? 'Regolabili' : '',
        reference: order.reference,
        orderDate: day,
        requestedDeliveryDate: order.complete ? delivery : null,
        payment: order.complete ? 'Bonifico bancario 30 giorni data fattura' : '',
        consentAt: order.complete ? created : null,
        lineCount: order.lines.length,
        attachmentCount: order.files.length,
        sendError: order.sendError ?? null,
        sentAt: order.state === 'sent' ? new Date(created.getTime() + 60_000) : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: orderFormOrders.id });
    if (!row) continue;
    await tx
      .insert(orderFormLines)
      .values(
        order.lines.map(([quantity, description], position) => ({ orderId: row.id, position, quantity, description })),
      );
    for (const file of order.files) {
      const staged = await stageFile(store, {
        owner: ownerOf(row.id),
        name: file.name,
        data: await file.data(),
        createdBy: userId,
      });
      await recordFile(tx, staged);
    }
  }
  for (const [year, last] of byYear) await tx.insert(orderFormNumbers).values({ year, last });
}

export const demoOrders: DemoStep = { name: 'order-form', run: seedOrders };
