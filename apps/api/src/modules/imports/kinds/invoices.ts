import { IMPORT_COLUMNS, type InvoiceDocumentRow, invoiceDocumentRowSchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../../db/index';
import { checkRows, repeatedRows } from './check';
import type { ImportKindHandler, KindRun, Rejection, RowBatch } from './types';

type Staged = InvoiceDocumentRow & { row: number; clientId: number };

/** Values compared to tell an unchanged document from a changed one. */
const same = (a: string, b: string) =>
  sql.raw(
    `(${a}.document_type, ${a}.day, ${a}.client_id, ${a}.taxable, ${a}.vat, ${a}.total, ${a}.due_on, ${a}.paid_on)
     is not distinct from
     (${b}.document_type, ${b}.day, ${b}.client_id, ${b}.taxable, ${b}.vat, ${b}.total, ${b}.due_on, ${b}.paid_on)`,
  );

/**
 * What a batch's codes and numbers name: each client code's id, and the client whose sales lines
 * already carry each invoice number.
 */
async function lookUp(db: Db, rows: InvoiceDocumentRow[]) {
  const codes = [...new Set(rows.map((r) => r.client))];
  const numbers = [...new Set(rows.map((r) => r.invoice))];
  const clients = await queryRows<{ code: string; id: number }>(
    db,
    sql`select code, id from clients where code = any(${sql.param(codes)}::text[])`,
  );
  const invoices = await queryRows<{ number: string; client_id: number; code: string | null }>(
    db,
    sql`select i.number, i.client_id, c.code from invoices i join clients c on c.id = i.client_id
        where i.number = any(${sql.param(numbers)}::text[])`,
  );
  return {
    clientId: new Map(clients.map((c) => [c.code, Number(c.id)])),
    owner: new Map(invoices.map((i) => [i.number, { id: Number(i.client_id), code: i.code ?? '' }])),
  };
}

function start(db: Db, importId: number): KindRun {
  return {
    async stage(batch: RowBatch) {
      const { rows, rejections } = checkRows(batch, invoiceDocumentRowSchema);
      if (rows.length === 0) return rejections;
      const { clientId, owner } = await lookUp(db, rows);
      const staged: Staged[] = [];
      for (const r of rows) {
        const client = clientId.get(r.client);
        const lines = owner.get(r.invoice);
        const reject = (key: string, params: Rejection['params']) =>
          rejections.push({ row: r.row, column: 'client', key, params });
        if (client === undefined) reject('imports.errors.unknownClient', { code: r.client });
        // The sales lines came first and name the invoice's client: a document naming another is a mistake.
        else if (lines && lines.id !== client)
          reject('imports.errors.invoiceClient', { number: r.invoice, code: lines.code });
        else staged.push({ ...r, clientId: client });
      }
      if (staged.length === 0) return rejections;
      const col = <T>(pick: (s: Staged) => T) => sql.param(staged.map(pick));
      const inserted = await queryRows<{ number: string }>(
        db,
        sql`insert into import_invoice_rows
              (import_id, row, number, document_type, day, client_id, taxable, vat, total, due_on, paid_on)
            select ${importId}::int, * from unnest(
              ${col((s) => s.row)}::int[], ${col((s) => s.invoice)}::text[], ${col((s) => s.document_type)}::text[],
              ${col((s) => s.date)}::date[], ${col((s) => s.clientId)}::int[], ${col((s) => s.taxable)}::numeric[],
              ${col((s) => s.vat)}::numeric[], ${col((s) => s.total)}::numeric[], ${col((s) => s.due_date)}::date[],
              ${col((s) => s.paid_on)}::date[])
            on conflict do nothing
            returning number`,
      );
      const keys = inserted.map((r) => r.number);
      const table = {
        table: 'import_invoice_rows',
        key: 'number',
        message: 'imports.errors.duplicateInvoice',
      } as const;
      rejections.push(...(await repeatedRows(db, importId, table, staged, (s) => s.invoice, keys, 'invoice')));
      return rejections;
    },

    async apply(tx: Tx) {
      const [counts] = await queryRows<{ inserted: number; updated: number; unchanged: number }>(
        tx,
        sql`select count(*) filter (where d.number is null)::int as inserted,
                   count(*) filter (where d.number is not null and not ${same('d', 's')})::int as updated,
                   count(*) filter (where d.number is not null and ${same('d', 's')})::int as unchanged
            from import_invoice_rows s
            left join invoice_documents d on d.number = s.number
            where s.import_id = ${importId}`,
      );
      const result = counts ?? { inserted: 0, updated: 0, unchanged: 0 };
      if (result.inserted + result.updated === 0) return result;
      // An unchanged document is not even rewritten (the `where` of the update).
      await tx.execute(
        sql`insert into invoice_documents as d
              (number, document_type, day, client_id, taxable, vat, total, due_on, paid_on, import_id)
            select number, document_type, day, client_id, taxable, vat, total, due_on, paid_on, import_id
            from import_invoice_rows s where s.import_id = ${importId}
            order by s.row
            on conflict (number) do update
              set document_type = excluded.document_type, day = excluded.day, client_id = excluded.client_id,
                  taxable = excluded.taxable, vat = excluded.vat, total = excluded.total, due_on = excluded.due_on,
                  paid_on = excluded.paid_on, import_id = excluded.import_id, updated_at = now()
              where not ${same('d', 'excluded')}`,
      );
      return result;
    },

    async discard(target: Db) {
      await target.execute(sql`delete from import_invoice_rows where import_id = ${importId}`);
    },
  };
}

/**
 * The ERP's invoice documents (issue 11): one row per invoice number, the key; a re-import updates
 * what changed (a payment day arriving, most often). Documents name their client by code, and an
 * invoice whose sales lines are already in must be that client's.
 */
export const invoicesKind: ImportKindHandler = {
  kind: 'invoices',
  ...IMPORT_COLUMNS.invoices,
  aliases: {
    invoice: ['fattura', 'numerofattura', 'numfattura', 'nfattura', 'numerodocumento', 'numdoc', 'invoicenumber'],
    date: ['datafattura', 'datadocumento', 'datadoc', 'invoicedate', 'documentdate', 'day'],
    client: ['cliente', 'codicecliente', 'codcliente', 'clientcode', 'customer', 'customercode'],
    document_type: ['tipodocumento', 'tipodoc', 'tipo', 'causale', 'documenttype', 'doctype', 'type'],
    taxable: ['imponibile', 'totaleimponibile', 'netto', 'net', 'netamount', 'taxableamount'],
    vat: ['iva', 'imposta', 'importoiva', 'totaleiva', 'tax', 'vatamount'],
    total: ['totale', 'totaledocumento', 'totalefattura', 'importototale', 'gross', 'totalamount'],
    due_date: ['scadenza', 'datascadenza', 'duedate', 'dueon'],
    // Not `pagamento` alone: in an Italian ERP that is the payment terms (`Ri.Ba. 60 gg`), not a day.
    paid_on: ['datapagamento', 'pagatoil', 'dataincasso', 'incassatoil', 'paymentdate', 'paiddate'],
  },
  start,
};
