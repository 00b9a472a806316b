import type { InvoiceDocumentType, InvoiceListQuery, InvoicePaymentStatus } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { cappedCountSql, listTotal, pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import { type InvoiceScope, invoiceScopeCondition } from './scope';

type InvoiceRecord = {
  number: string;
  day: string;
  client_id: number;
  client_name: string;
  client_code: string | null;
  agency_id: number;
  agency: string;
  lines: number;
  amount: string;
  document_type: InvoiceDocumentType | null;
  taxable: string | null;
  vat: string | null;
  total: string | null;
  due_on: string | null;
  paid_on: string | null;
  status: InvoicePaymentStatus | null;
};

/** Sorts the list offers; newest first walks an index (invoices_*_day_idx). */
const SORTS: Record<string, SQL> = {
  day: sql`i.day`,
  number: sql`i.number`,
  client_name: sql`c.name_sort`,
  amount: sql`i.amount`,
};

/**
 * Where a payment stands, written once on the invoice's copy of its document's dates (migration
 * 0023): no status without a document, paid once it has a payment day, else overdue after its due
 * date. The filters are the same rules, so they read `invoices` alone: the unpaid ones are a range
 * of `invoices_unpaid_day_idx`, newest first.
 */
const STATUS = sql`case when i.due_on is null then null when i.paid_on is not null then 'paid'
  when i.due_on < current_date then 'overdue' else 'due' end`;
const STATUS_FILTERS: Record<InvoicePaymentStatus, SQL> = {
  paid: sql`i.paid_on is not null`,
  due: sql`i.paid_on is null and i.due_on is not null and i.due_on >= current_date`,
  overdue: sql`i.paid_on is null and i.due_on is not null and i.due_on < current_date`,
};

function where(scope: InvoiceScope, f: Pick<InvoiceListQuery, 'agent' | 'client' | 'year' | 'q' | 'status'>): SQL {
  const parts: SQL[] = [invoiceScopeCondition(scope)];
  if (f.agent) parts.push(sql`i.agency_id = ${f.agent}`);
  if (f.client) parts.push(sql`i.client_id = ${f.client}`);
  if (f.year) parts.push(sql`i.day between ${`${f.year}-01-01`} and ${`${f.year}-12-31`}`);
  if (f.q) {
    const text = containsPattern(f.q.toLowerCase());
    parts.push(sql`(lower(i.number) like ${text} or lower(c.company_name) like ${text})`);
  }
  if (f.status) parts.push(STATUS_FILTERS[f.status]);
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql`i.number, i.day::text as day, i.client_id, c.company_name as client_name, c.code as client_code,
  i.agency_id, a.name as agency, i.lines, i.amount, d.document_type, d.taxable, d.vat, d.total,
  i.due_on::text as due_on, i.paid_on::text as paid_on, ${STATUS} as status`;
/** The ERP's document of the invoice, when it has sent one. */
const DOCUMENT = sql`left join invoice_documents d on d.number = i.number`;
const FROM = sql`from invoices i join clients c on c.id = i.client_id join agencies a on a.id = i.agency_id ${DOCUMENT}`;

/** One page of invoices in one statement, the capped total riding along (ARCHITECTURE "Lists at scale"). */
export async function listInvoices(db: DbOrTx, scope: InvoiceScope, f: InvoiceListQuery) {
  const condition = where(scope, f);
  // The count joins only what the filters read: the client's name for a text search.
  const joins = f.q ? sql`join clients c on c.id = i.client_id` : sql``;
  const counted = cappedCountSql(sql`from invoices i ${joins} where ${condition}`);
  const sort = f.sort && Object.hasOwn(SORTS, f.sort) ? f.sort : 'day';
  // Newest first unless the caller chose a column and an order.
  const desc = f.sort ? f.order === 'desc' : true;
  const direction = desc ? sql`desc` : sql`asc`;
  const rows = await queryRows<InvoiceRecord & { list_total: number | string }>(
    db,
    sql`select ${COLUMNS}, ${counted} as list_total
      ${FROM} where ${condition}
      order by ${SORTS[sort]} ${direction}, i.number ${direction}
      ${pageSql(f.page, f.pageSize)}`,
  );
  const n =
    rows[0] !== undefined
      ? rows[0].list_total
      : (await queryRows<{ n: number }>(db, sql`select ${counted} as n`))[0]?.n;
  return { rows: rows.map(toRow), ...listTotal(n) };
}

const money = (v: string | null) => (v === null ? null : Number(v));

const toRow = (r: InvoiceRecord) => ({
  number: r.number,
  day: r.day,
  client_id: Number(r.client_id),
  client_name: r.client_name,
  client_code: r.client_code,
  agency_id: Number(r.agency_id),
  agency: r.agency,
  lines: Number(r.lines),
  amount: Number(r.amount),
  document_type: r.document_type,
  total: money(r.total),
  due_on: r.due_on,
  status: r.status,
});

/** An invoice in the scope with its client's address, or null (another's answers like a missing one). */
export async function findInvoice(db: DbOrTx, scope: InvoiceScope, number: string) {
  const [row] = await queryRows<
    InvoiceRecord & {
      vat_number: string | null;
      address: string | null;
      postal_code: string | null;
      city: string | null;
      province: string | null;
      country: string;
    }
  >(
    db,
    sql`select ${COLUMNS}, c.vat_number, c.address, c.postal_code, c.city, c.province, c.country
      ${FROM} where i.number = ${number} and ${invoiceScopeCondition(scope)}`,
  );
  if (!row) return null;
  const lines = await queryRows<{ line: number; category: string; product: string; quantity: string; amount: string }>(
    db,
    sql`select invoice_line as line, category, product, quantity, amount from sales_lines
      where invoice_number = ${number} order by invoice_line`,
  );
  return {
    ...toRow(row),
    taxable: money(row.taxable),
    vat: money(row.vat),
    paid_on: row.paid_on,
    client: {
      id: Number(row.client_id),
      name: row.client_name,
      code: row.client_code,
      vat_number: row.vat_number,
      address: row.address,
      postal_code: row.postal_code,
      city: row.city,
      province: row.province,
      country: row.country,
    },
    lineRows: lines.map((l) => ({
      line: Number(l.line),
      category: l.category,
      product: l.product,
      quantity: Number(l.quantity),
      amount: Number(l.amount),
    })),
  };
}
export type InvoiceRecordFull = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/**
 * The years an invoice list offers, newest first: from the scope's first invoice to its last, this
 * year and the last always, as sales/years offers them to revenue and best sellers.
 */
export async function invoiceYears(db: DbOrTx, scope: InvoiceScope, now = new Date().getFullYear()) {
  const [span] = await queryRows<{ first: number | null; last: number | null }>(
    db,
    sql`select extract(year from min(i.day))::int as first, extract(year from max(i.day))::int as last
      from invoices i where ${invoiceScopeCondition(scope)}`,
  );
  const first = Math.min(span?.first ?? now - 1, now - 1);
  const last = Math.max(span?.last ?? now, now);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}
