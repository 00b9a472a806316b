import type { ImportKind } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/index';
import type { TestApp } from '../helpers/app';

/** A multipart upload of one file to `admin/imports/{kind}` (sales unless said). */
export async function upload(
  t: TestApp,
  token: string | undefined,
  file: Buffer,
  name = 'vendite.csv',
  lang = 'en',
  kind: ImportKind = 'sales',
) {
  const boundary = '----portal-import-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call({
    method: 'POST',
    url: `/${lang}/v1.0/admin/imports/${kind}`,
    token,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** Polls an import until it has finished; answers its detail. */
export async function finished(t: TestApp, token: string, id: number, lang = 'en') {
  for (let i = 0; i < 600; i++) {
    const res = await t.call({ method: 'GET', url: `/${lang}/v1.0/admin/imports/${id}`, token });
    expect(res.status).toBe(200);
    if (res.body.args.response.status !== 'running') return res.body.args.response;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

/** Uploads and waits: the finished import's detail. */
export async function importFile(
  t: TestApp,
  token: string,
  file: Buffer,
  name?: string,
  lang = 'en',
  kind: ImportKind = 'sales',
) {
  const res = await upload(t, token, file, name, lang, kind);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return finished(t, token, res.body.args.response.id, lang);
}

/** Sales lines and daily sums as plain numbers, for comparing before and after. */
export async function snapshot(t: TestApp) {
  const [lines] = await queryRows<{ n: number; amount: string; quantity: string }>(
    t.database.db,
    sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as amount, coalesce(sum(quantity), 0)::text as quantity
        from sales_lines`,
  );
  const [daily] = await queryRows<{ n: number; amount: string; lines: number }>(
    t.database.db,
    sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as amount, coalesce(sum(lines), 0)::int as lines
        from sales_daily`,
  );
  return { lines, daily };
}

/** Rows of sales_daily, sales_monthly or sales_agency_daily that differ from a plain sum over the lines (none when the aggregates are right). */
export async function aggregateDrift(t: TestApp) {
  return queryRows(
    t.database.db,
    sql`select coalesce(d.client_id, l.client_id) as client_id from sales_daily d
        full join (select client_id, category, day, agency_id, sum(quantity) as quantity, sum(amount) as amount,
                          count(*)::int as lines
                   from sales_lines group by client_id, category, day, agency_id) l
          on l.client_id = d.client_id and l.category = d.category and l.day = d.day and l.agency_id = d.agency_id
        where d.client_id is null or l.client_id is null or d.amount <> l.amount or d.quantity <> l.quantity
           or d.lines <> l.lines
        union all
        select m.agency_id from sales_monthly m
        full join (select agency_id, category, date_trunc('month', day)::date as month, sum(amount) as amount,
                          count(*)::int as lines
                   from sales_lines group by 1, 2, 3) l
          on l.agency_id = m.agency_id and l.category = m.category and l.month = m.month
        where (l.agency_id is null and (m.lines <> 0 or m.amount <> 0)) or (m.agency_id is null)
           or m.amount <> l.amount or m.lines <> l.lines
        union all
        select a.agency_id from sales_agency_daily a
        full join (select agency_id, category, day, sum(amount) as amount, count(*)::int as lines
                   from sales_lines group by 1, 2, 3) l
          on l.agency_id = a.agency_id and l.category = a.category and l.day = a.day
        where (l.agency_id is null and (a.lines <> 0 or a.amount <> 0)) or (a.agency_id is null)
           or a.amount <> l.amount or a.lines <> l.lines`,
  );
}

export const HEADER = 'Data;Agente;Codice cliente;Categoria;Prodotto;Quantità;Importo;Numero fattura;Riga fattura';

/** A semicolon CSV in Windows-1252, as Italian Excel saves it (every character used is in Latin-1). */
export const win1252 = (lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`, 'latin1');

/**
 * Runs `run` while a trigger makes the write of one row fail (`when` is the trigger's condition on
 * `new`), then checks the import failed, left `read()` as before and dropped its staging rows.
 */
export async function expectFailedWriteChangesNothing<T>(
  t: TestApp,
  target: { table: string; events: string; when: string; staging: string },
  read: () => Promise<T>,
  run: () => Promise<unknown>,
) {
  const before = await read();
  const db = t.database.db;
  await db.execute(
    sql.raw(`create function fail_write() returns trigger language plpgsql as $$
             begin if ${target.when} then raise exception 'boom'; end if; return new; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger fail_write before ${target.events} on ${target.table} for each row execute function fail_write()`,
    ),
  );
  try {
    expect(await run()).toMatchObject({ status: 'failed', error: 'The import failed and nothing was changed' });
    expect(await read()).toEqual(before);
    const [staged] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${target.staging}`));
    expect(staged?.n).toBe(0);
  } finally {
    await db.execute(sql.raw(`drop trigger fail_write on ${target.table}`));
    await db.execute(sql.raw('drop function fail_write()'));
  }
}

/** The sales file's columns, in English. */
export const SALES_HEADER = [
  'Date',
  'Agent',
  'Client code',
  'Category',
  'Product',
  'Quantity',
  'Amount',
  'Invoice number',
  'Invoice line',
];

/** An xlsx of one sheet holding `rows`, as exceljs writes it. */
export async function xlsxOf(rows: unknown[][], sheetName = 'Vendite'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
