import { IMPORT_COLUMNS, type InvoiceDocumentRow, invoiceDocumentRowSchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/index';
import {
  checkRows,
  discardStaged,
  type ImportKindHandler,
  type KindRun,
  type Rejection,
  type RowBatch,
  stageByKey,
  type UpsertTarget,
  upsertStaged,
} from '../imports/index';

type Staged = InvoiceDocumentRow & { row: number; clientId: number };

/** The documents' table, its key and the values a re-import may change (a payment day, most often). */
const TARGET: UpsertTarget = {
  staging: 'import_invoice_rows',
  table: 'invoice_documents',
  key: 'number',
  values: ['document_type', 'day', 'client_id', 'taxable', 'vat', 'total', 'due_on', 'paid_on'],
  keyColumn: 'invoice',
  repeated: 'imports.errors.duplicateInvoice',
};

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
        else staged.push(Object.assign(r, { clientId: client }));
      }
      if (staged.length === 0) return rejections;
      rejections.push(
        ...(await stageByKey(db, importId, TARGET, staged, {
          number: ['text', (s) => s.invoice],
          document_type: ['text', (s) => s.document_type],
          day: ['date', (s) => s.date],
          client_id: ['int', (s) => s.clientId],
          taxable: ['numeric', (s) => s.taxable],
          vat: ['numeric', (s) => s.vat],
          total: ['numeric', (s) => s.total],
          due_on: ['date', (s) => s.due_date],
          paid_on: ['date', (s) => s.paid_on],
        })),
      );
      return rejections;
    },

    apply: (tx: Tx) => upsertStaged(tx, importId, TARGET),

    discard: (target: Db) => discardStaged(target, importId, TARGET),
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
