import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows } from '../../src/db/index';
import { DEMO_PASSWORD, type TestApp } from '../helpers/app';

/** A multipart part: a text field, or a file with its name. */
export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

export const BOUNDARY = '----order-form-test';

/** A multipart/form-data body of `parts`, in order. */
export function multipartBody(parts: readonly Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A complete order's fields for `client` (null: none, as a customer sends). */
export function completeFields(client: number | null, extra: Record<string, unknown> = {}) {
  return {
    ...(client === null ? {} : { client }),
    customer_code: 'MB0001',
    province: 'MB',
    model: 'Aurora',
    finish: 'Rovere',
    reference: 'Test order',
    order_date: '2026-11-20',
    requested_delivery_date: '2026-12-20',
    payment: 'Bonifico',
    lines: [
      { quantity: 2, description: 'Base 60 cm' },
      { quantity: '1', description: 'Pensile 90 cm' },
    ],
    privacy_consent: true,
    ...extra,
  };
}

export const orderPart = (body: Record<string, unknown>): Part => ({ name: 'order', value: JSON.stringify(body) });

/** Files as an order form sends them. */
export const pdfFile = (name = 'drawing.pdf', extra = ''): Part => ({
  name: 'files',
  filename: name,
  type: 'application/pdf',
  data: Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n${extra}%%EOF\n`),
});

export const pngFile = async (name = 'photo.png'): Promise<Part> => ({
  name: 'files',
  filename: name,
  type: 'image/png',
  data: await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 20, b: 30 } } })
    .png()
    .toBuffer(),
});

/** A Windows executable's first bytes, named as a PDF. */
export const exeAsPdf = (): Part => {
  const data = Buffer.alloc(512);
  data.write('MZ', 0, 'latin1');
  data.writeUInt32LE(0x80, 0x3c);
  data.write('PE\0\0', 0x80, 'latin1');
  return { name: 'files', filename: 'order.pdf', type: 'application/pdf', data };
};

export const dxfFile = (): Part => ({
  name: 'files',
  filename: 'plan.dxf',
  data: Buffer.from('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n'),
});

/** Calls `send-request` (create, or update with `id`) with a multipart body. */
export function sendRequest(
  t: TestApp,
  token: string | undefined,
  parts: readonly Part[],
  options: { id?: number; lang?: string; key?: string } = {},
) {
  return t.call({
    method: 'POST',
    url: `/${options.lang ?? 'en'}/v1.0/order-form/send-request${options.id ? `/${options.id}` : ''}`,
    token,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: multipartBody(parts),
  });
}

export const newKey = () => randomUUID();

/** The first client of a demo agent's agency (`agent`, `agent2`). */
export async function agencyClient(t: TestApp, agent: 'agent' | 'agent2'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select c.id from clients c join users u on u.agency_id = c.agency_id
        where u.username = ${agent} and c.kind = 'retailer' order by c.id limit 1`,
  );
  return Number(row?.id);
}

/** A press account (a customer user of a press client), signed in: it has no orders. */
export async function pressToken(t: TestApp, username: string): Promise<string> {
  const company = `Rivista ${username}`;
  await t.database.db.execute(
    sql`insert into clients (kind, company_name, status) values ('press', ${company}, 'active')`,
  );
  await t.database.db.execute(
    sql`insert into users (username, password_hash, name, surname, email, user_type, client_id, language)
        select ${username}, password_hash, 'Press', 'Reader', ${`${username}@example.it`}, 3,
          (select id from clients where company_name = ${company}), 'en'
        from users where username = 'customer'`,
  );
  return t.login(username, DEMO_PASSWORD);
}
