import { randomBytes } from 'node:crypto';
import { orderFormNumber } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index';
import { saveFile } from '../../src/modules/files/index';
import { nextNumber, replaceLines } from '../../src/modules/order-form/repository';
import { orderFormOrders } from '../../src/modules/order-form/schema';
import { ownerOf } from '../../src/modules/order-form/upload';
import type { DemoUser, TestApp } from '../helpers/app';

/** Every field of a complete order (spec §3), with values a test finds again in a PDF or an e-mail. */
export const COMPLETE = {
  customerCode: 'RSS042',
  province: 'MI',
  model: 'Linea Aurora',
  finish: 'Rovere termotrattato',
  handle: 'Gola incassata',
  top: 'Quarzo bianco 2 cm',
  carcass: 'Nobilitato grigio',
  plinth: 'Alluminio satinato',
  feet: 'Piedini regolabili',
  reference: 'Cucina Rossi via Manzoni',
  orderDate: '2026-11-20',
  requestedDeliveryDate: '2026-12-18',
  payment: 'Bonifico 30 giorni',
};

export const LINES = [
  { quantity: 2, description: 'Base 60 cm con cassetti' },
  { quantity: 1, description: 'Colonna forno 60 cm' },
];

/** A small real PDF's first bytes and then padding: its type is read from the content. */
export const pdfOf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n'), randomBytes(Math.max(0, bytes - 16))]).subarray(0, bytes);

type Attachment = { name: string; data: Buffer };

/** A user's id, agency and language as the tests need them. */
export async function userOf(t: TestApp, username: DemoUser) {
  const [row] = await queryRows<{ id: number; agency_id: number | null; client_id: number | null; email: string }>(
    t.database.db,
    sql`select id, agency_id, client_id, email from users where username = ${username}`,
  );
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

/** A client of the agent's agency that no customer account orders for (the demo customer's is the first). */
export async function clientOfAgency(t: TestApp, agencyId: number) {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from clients c where agency_id = ${agencyId} and status <> 'deleted'
          and not exists (select 1 from users u where u.client_id = c.id)
        order by id limit 1`,
  );
  if (!row) throw new Error(`no client in agency ${agencyId}`);
  return Number(row.id);
}

/**
 * A draft order of `by` (an agent: for a client of their agency) with every field, its lines and
 * attachments stored through the files module as the order's own routes store them.
 */
export async function draftOrder(
  t: TestApp,
  by: DemoUser,
  options: {
    attachments?: Attachment[];
    fields?: Partial<typeof COMPLETE>;
    lines?: typeof LINES;
    consent?: boolean;
  } = {},
) {
  const user = await userOf(t, by);
  const clientId = user.client_id ?? (await clientOfAgency(t, user.agency_id as number));
  const [client] = await queryRows<{ agency_id: number | null }>(
    t.database.db,
    sql`select agency_id from clients where id = ${clientId}`,
  );
  const fields = { ...COMPLETE, ...options.fields };
  const lines = options.lines ?? LINES;
  const attachments = options.attachments ?? [];
  const order = await t.database.db.transaction(async (tx) => {
    const year = new Date().getUTCFullYear();
    const number = orderFormNumber(year, await nextNumber(tx, year));
    const [row] = await tx
      .insert(orderFormOrders)
      .values({
        number,
        clientId,
        agencyId: client?.agency_id ?? null,
        createdBy: user.id,
        ...fields,
        consentAt: options.consent === false ? null : new Date(),
        lineCount: lines.length,
        attachmentCount: attachments.length,
      })
      .returning({ id: orderFormOrders.id });
    const id = row?.id as number;
    await replaceLines(tx, id, lines);
    return { id, number };
  });
  const files = [];
  for (const file of attachments) {
    files.push(
      await saveFile(t.app, { owner: ownerOf(order.id), name: file.name, data: file.data, createdBy: user.id }),
    );
  }
  return { ...order, clientId, files };
}

/** The outbox rows an order's sending wrote (its number is in every subject). */
export function outboxOf(t: TestApp, number: string) {
  return queryRows<{
    id: number;
    to: string;
    template: string;
    language: string;
    subject: string;
    text: string;
    masked: { subject: string; text: string; html: string } | null;
    attachments: { filename: string; key: string; contentType: string }[];
  }>(
    t.database.db,
    sql`select id, "to", template, language, subject, text, masked, attachments from outbox
        where subject like ${`%${number}%`} order by id`,
  );
}

export async function orderState(t: TestApp, id: number) {
  const [row] = await queryRows<{ state: string; sent_at: unknown; send_error: string | null }>(
    t.database.db,
    sql`select state, sent_at, send_error from order_form_orders where id = ${id}`,
  );
  return row;
}
