import { CATEGORY_CODES, SALES_LINE_COLUMNS, type SalesLineRow, salesLineRowSchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/index';
import type { ImportKindHandler, KindRun, Rejection, RowBatch } from '../imports/index';
import { holdClientAgencies } from './agency-move';

const CATEGORIES = new Set<string>(CATEGORY_CODES);

type Staged = SalesLineRow & { row: number; agencyId: number; clientId: number };

/** Looks codes up a batch at a time with `find` (the rows found, by code), remembering what it found. */
function codeCache<T>(find: (codes: string[]) => Promise<[string, T][]>) {
  const known = new Map<string, T | null>();
  return async (codes: string[]) => {
    const missing = [...new Set(codes.filter((c) => !known.has(c)))];
    if (missing.length > 0) {
      const found = await find(missing);
      for (const code of missing) known.set(code, null);
      for (const [code, value] of found) known.set(code, value);
    }
    return (code: string) => known.get(code) ?? null;
  };
}

/** A client as a line names it: its id and the agency it belongs to (id and code), if any. */
type LineClient = { id: number; agencyId: number | null; agency: string | null };

const clientsOf = (db: Db) =>
  codeCache<LineClient>(async (codes) => {
    const rows = await queryRows<{ code: string; id: number; agency_id: number | null; agency: string | null }>(
      db,
      sql`select c.code, c.id, c.agency_id, a.code as agency from clients c left join agencies a on a.id = c.agency_id
          where c.code = any(${sql.param(codes)}::text[])`,
    );
    return rows.map((r) => [
      r.code,
      { id: Number(r.id), agencyId: r.agency_id === null ? null : Number(r.agency_id), agency: r.agency },
    ]);
  });

const agenciesOf = (db: Db) =>
  codeCache<number>(async (codes) => {
    const rows = await queryRows<{ code: string; id: number }>(
      db,
      sql`select code, id from agencies where code = any(${sql.param(codes)}::text[])`,
    );
    return rows.map((r) => [r.code, Number(r.id)]);
  });

/** The client each invoice number's document names, for those of `numbers` that have one. */
async function documentClients(db: Db, numbers: string[]) {
  const rows = await queryRows<{ number: string; id: number; code: string | null }>(
    db,
    sql`select d.number, d.client_id as id, c.code from invoice_documents d join clients c on c.id = d.client_id
        where d.number = any(${sql.param([...new Set(numbers)])}::text[])`,
  );
  return new Map(rows.map((r) => [r.number, { id: Number(r.id), code: r.code ?? '' }]));
}

/**
 * An invoice is one client's (the invoices list, detail and PDF show all its lines to that
 * client's users): a line for another client than the invoice's is rejected. The invoice's
 * client is that of its first line earlier in this file, else that of its lines already
 * imported (other than the line this row replaces, so a one-line invoice may be corrected).
 */
async function oneClientPerInvoice(
  db: Db,
  importId: number,
  staged: Staged[],
  rejections: Rejection[],
): Promise<Staged[]> {
  if (staged.length === 0) return staged;
  const numbers = sql.param([...new Set(staged.map((s) => s.invoice))]);
  const earlier = await queryRows<{ number: string; client_id: number; code: string | null }>(
    db,
    sql`select distinct on (s.invoice_number) s.invoice_number as number, s.client_id, c.code
        from import_sales_rows s join clients c on c.id = s.client_id
        where s.import_id = ${importId} and s.invoice_number = any(${numbers}::text[])
        order by s.invoice_number, s.row`,
  );
  const existing = await queryRows<{ number: string; line: number; client_id: number; code: string | null }>(
    db,
    sql`select l.invoice_number as number, l.invoice_line as line, l.client_id, c.code
        from sales_lines l join clients c on c.id = l.client_id
        where l.invoice_number = any(${numbers}::text[])`,
  );
  const first = new Map(earlier.map((r) => [r.number, { id: Number(r.client_id), code: r.code ?? '' }]));
  const imported = new Map<string, typeof existing>();
  for (const e of existing) {
    const lines = imported.get(e.number);
    if (lines) lines.push(e);
    else imported.set(e.number, [e]);
  }
  const kept: Staged[] = [];
  for (const s of staged) {
    const other = imported.get(s.invoice)?.find((e) => Number(e.line) !== s.line && Number(e.client_id) !== s.clientId);
    const owner = first.get(s.invoice) ?? (other && { id: Number(other.client_id), code: other.code ?? '' });
    if (owner && owner.id !== s.clientId) {
      rejections.push({
        row: s.row,
        column: 'client',
        key: 'imports.errors.invoiceClient',
        params: { number: s.invoice, code: owner.code },
      });
      continue;
    }
    if (!first.has(s.invoice)) first.set(s.invoice, { id: s.clientId, code: s.client });
    kept.push(s);
  }
  return kept;
}

/** Line values compared to tell an unchanged line from a changed one. */
const same = (a: string, b: string) =>
  sql.raw(
    `(${a}.day, ${a}.agency_id, ${a}.client_id, ${a}.category, ${a}.product, ${a}.quantity, ${a}.amount)
     is not distinct from
     (${b}.day, ${b}.agency_id, ${b}.client_id, ${b}.category, ${b}.product, ${b}.quantity, ${b}.amount)`,
  );

function start(db: Db, importId: number): KindRun {
  const clients = clientsOf(db);
  const agencies = agenciesOf(db);
  return {
    async stage(batch: RowBatch) {
      const rejections: Rejection[] = [];
      const parsed: (SalesLineRow & { row: number })[] = [];
      for (const { row, cells } of batch) {
        const result = salesLineRowSchema.safeParse(cells);
        if (!result.success) {
          for (const issue of result.error.issues) {
            rejections.push({ row, column: String(issue.path[0] ?? ''), key: issue.message });
          }
          continue;
        }
        // The parsed line is ours: its row number is added to it, not to a spread copy (a spread
        // followed by a new property costs micro-seconds a line on Node 20, seconds a million).
        const line = result.data as SalesLineRow & { row: number };
        line.row = row;
        parsed.push(line);
      }
      const clientOf = await clients(parsed.map((p) => p.client));
      const agencyId = await agencies(parsed.map((p) => p.agent));
      const documents = await documentClients(
        db,
        parsed.map((p) => p.invoice),
      );
      const staged: Staged[] = [];
      for (const p of parsed) {
        const found = clientOf(p.client);
        const client = found?.id ?? null;
        const agency = agencyId(p.agent);
        const before = rejections.length;
        // The ERP's document of the invoice (the invoices import) names its client: a line of it
        // for another client is a mistake in one of the two files.
        const document = documents.get(p.invoice);
        if (client !== null && document && document.id !== client) {
          rejections.push({
            row: p.row,
            column: 'client',
            key: 'imports.errors.lineInvoiceClient',
            params: { number: p.invoice, code: document.code },
          });
        }
        if (agency === null) {
          rejections.push({
            row: p.row,
            column: 'agent',
            key: 'imports.errors.unknownAgent',
            params: { code: p.agent },
          });
        }
        if (client === null) {
          rejections.push({
            row: p.row,
            column: 'client',
            key: 'imports.errors.unknownClient',
            params: { code: p.client },
          });
        }
        // A client belongs to one agency, whose agents alone see its revenue and invoices: a line
        // crediting another agency would show it to them and split the figures. The portal keeps
        // no history of a client's agencies, so the line's agent must be the client's agency now.
        if (found !== null && agency !== null && found.agencyId !== agency) {
          rejections.push(
            found.agencyId === null
              ? { row: p.row, column: 'agent', key: 'imports.errors.clientWithoutAgency', params: { client: p.client } }
              : {
                  row: p.row,
                  column: 'agent',
                  key: 'imports.errors.agentNotClientAgency',
                  params: { client: p.client, agency: found.agency ?? '', code: p.agent },
                },
          );
        }
        if (!CATEGORIES.has(p.category)) {
          rejections.push({
            row: p.row,
            column: 'category',
            key: 'imports.errors.unknownCategory',
            params: { code: p.category, known: CATEGORY_CODES.join(', ') },
          });
        }
        if (rejections.length === before && agency !== null && client !== null) {
          const line = p as Staged;
          line.agencyId = agency;
          line.clientId = client;
          staged.push(line);
        }
      }
      const kept = await oneClientPerInvoice(db, importId, staged, rejections);
      staged.length = 0;
      staged.push(...kept);
      if (staged.length === 0) return rejections;
      const col = <T>(pick: (s: Staged) => T) => sql.param(staged.map(pick));
      const inserted = await queryRows<{ invoice_number: string; invoice_line: number }>(
        db,
        sql`insert into import_sales_rows
              (import_id, row, invoice_number, invoice_line, day, agency_id, client_id, category, product, quantity, amount)
            select ${importId}::int, * from unnest(
              ${col((s) => s.row)}::int[], ${col((s) => s.invoice)}::text[], ${col((s) => s.line)}::int[],
              ${col((s) => s.date)}::date[], ${col((s) => s.agencyId)}::int[], ${col((s) => s.clientId)}::int[],
              ${col((s) => s.category)}::text[], ${col((s) => s.product)}::text[],
              ${col((s) => s.quantity)}::numeric[], ${col((s) => s.amount)}::numeric[])
            on conflict do nothing
            returning invoice_number, invoice_line`,
      );
      if (inserted.length < staged.length) {
        // A line already staged from an earlier row of the file: the first one stands.
        const fresh = new Set(inserted.map((r) => `${r.invoice_line}\u0000${r.invoice_number}`));
        const repeated = staged.filter((s) => !fresh.delete(`${s.line}\u0000${s.invoice}`));
        const first = await queryRows<{ invoice_number: string; invoice_line: number; row: number }>(
          db,
          sql`select invoice_number, invoice_line, row from import_sales_rows
              where import_id = ${importId} and (invoice_number, invoice_line) in
                (select * from unnest(${sql.param(repeated.map((s) => s.invoice))}::text[],
                                      ${sql.param(repeated.map((s) => s.line))}::int[]))`,
        );
        const rowOf = new Map(first.map((r) => [`${r.invoice_line}\u0000${r.invoice_number}`, r.row]));
        for (const s of repeated) {
          rejections.push({
            row: s.row,
            column: 'invoice',
            key: 'imports.errors.duplicate',
            params: { row: rowOf.get(`${s.line}\u0000${s.invoice}`) ?? 0 },
          });
        }
      }
      return rejections;
    },

    async apply(tx: Tx) {
      await holdClientAgencies(tx);
      // A client moved to another agency since its rows were checked: its lines go with it, as the
      // move would have taken them had they been written first (modules/sales/agency-move.ts).
      await tx.execute(
        sql`update import_sales_rows s set agency_id = c.agency_id from clients c
            where s.import_id = ${importId} and c.id = s.client_id and c.agency_id <> s.agency_id`,
      );
      const [counts] = await queryRows<{ inserted: number; updated: number; unchanged: number }>(
        tx,
        sql`select count(*) filter (where l.id is null)::int as inserted,
                   count(*) filter (where l.id is not null and not ${same('l', 's')})::int as updated,
                   count(*) filter (where l.id is not null and ${same('l', 's')})::int as unchanged
            from import_sales_rows s
            left join sales_lines l on l.invoice_number = s.invoice_number and l.invoice_line = s.invoice_line
            where s.import_id = ${importId}`,
      );
      const result = counts ?? { inserted: 0, updated: 0, unchanged: 0 };
      if (result.inserted + result.updated === 0) return result;
      // The daily sums move by the new lines and by the difference of the changed ones, before
      // the lines themselves change (the old values are read here).
      await tx.execute(
        sql`insert into sales_daily as d (client_id, category, day, agency_id, quantity, amount, lines)
            select client_id, category, day, agency_id, sum(quantity), sum(amount), sum(lines)::int
            from (
              select s.client_id, s.category, s.day, s.agency_id, s.quantity, s.amount, 1 as lines
              from import_sales_rows s
              left join sales_lines l on l.invoice_number = s.invoice_number and l.invoice_line = s.invoice_line
              where s.import_id = ${importId} and (l.id is null or not ${same('l', 's')})
              union all
              select l.client_id, l.category, l.day, l.agency_id, -l.quantity, -l.amount, -1
              from import_sales_rows s
              join sales_lines l on l.invoice_number = s.invoice_number and l.invoice_line = s.invoice_line
              where s.import_id = ${importId} and not ${same('l', 's')}
            ) delta
            group by client_id, category, day, agency_id
            on conflict (client_id, category, day, agency_id) do update
              set quantity = d.quantity + excluded.quantity, amount = d.amount + excluded.amount,
                  lines = d.lines + excluded.lines`,
      );
      if (result.updated > 0) {
        // A day a changed line left empty: only the changed lines' old keys can be one.
        await tx.execute(
          sql`delete from sales_daily d
              using import_sales_rows s
              join sales_lines l on l.invoice_number = s.invoice_number and l.invoice_line = s.invoice_line
              where s.import_id = ${importId} and not ${same('l', 's')} and d.lines = 0
                and d.client_id = l.client_id and d.category = l.category and d.day = l.day
                and d.agency_id = l.agency_id`,
        );
      }
      await tx.execute(
        sql`insert into sales_lines as l
              (invoice_number, invoice_line, day, agency_id, client_id, category, product, quantity, amount, import_id)
            select invoice_number, invoice_line, day, agency_id, client_id, category, product, quantity, amount, import_id
            from import_sales_rows s where s.import_id = ${importId}
            on conflict (invoice_number, invoice_line) do update
              set day = excluded.day, agency_id = excluded.agency_id, client_id = excluded.client_id,
                  category = excluded.category, product = excluded.product, quantity = excluded.quantity,
                  amount = excluded.amount, import_id = excluded.import_id
              where not ${same('l', 'excluded')}`,
      );
      return result;
    },

    async discard(target: Db) {
      await target.execute(sql`delete from import_sales_rows where import_id = ${importId}`);
    },
  };
}

/** Sales lines of the ERP (PRODUCT.md §4): the revenue screens read them and their daily sums. */
export const salesKind: ImportKindHandler = {
  kind: 'sales',
  columns: SALES_LINE_COLUMNS,
  aliases: {
    date: ['data', 'datadocumento', 'datafattura', 'invoicedate', 'day'],
    agent: ['agente', 'codiceagente', 'agentcode', 'agency', 'agenzia'],
    client: ['cliente', 'codicecliente', 'clientcode', 'customer', 'customercode'],
    category: ['categoria', 'codicecategoria', 'categorycode'],
    product: ['prodotto', 'articolo', 'codicearticolo', 'item', 'productcode'],
    quantity: ['quantita', 'qta', 'qty'],
    amount: ['importo', 'valore', 'value', 'revenue', 'fatturato'],
    invoice: ['fattura', 'numerofattura', 'numfattura', 'invoicenumber', 'invoiceno'],
    line: ['riga', 'rigafattura', 'invoiceline', 'linenumber'],
  },
  start,
};
