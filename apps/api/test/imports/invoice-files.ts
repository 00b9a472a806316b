import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index';
import type { TestApp } from '../helpers/app';

/** The invoices file's header as the Italian ERP writes it. */
export const INVOICES_HEADER =
  'Numero fattura;Data;Codice cliente;Tipo documento;Imponibile;IVA;Totale;Scadenza;Data pagamento';

/** One invoice document of a test, as the file carries it. */
export type InvoiceDocumentCells = {
  number: string;
  date: string;
  client: string;
  type: string;
  taxable: string;
  vat: string;
  total: string;
  due: string;
  paid?: string;
};

/** A row of the Italian file (INVOICES_HEADER's order). */
export const invoiceLine = (d: InvoiceDocumentCells) =>
  [d.number, d.date, d.client, d.type, d.taxable, d.vat, d.total, d.due, d.paid ?? ''].join(';');

/** The ERP documents as stored, every value as text, for comparing before and after. */
export const invoiceDocuments = (t: TestApp) =>
  queryRows<Record<string, string | null>>(
    t.database.db,
    sql`select d.number, d.document_type, d.day::text, c.code as client, d.taxable::text, d.vat::text,
               d.total::text, d.due_on::text, d.paid_on::text, d.import_id::text, d.updated_at::text
        from invoice_documents d join clients c on c.id = d.client_id order by d.number`,
  );

/** One stored document, without the bookkeeping columns; undefined when there is none. */
export async function invoiceDocument(t: TestApp, number: string) {
  const [row] = await queryRows<Record<string, string | null>>(
    t.database.db,
    sql`select d.document_type, d.day::text, c.code as client, d.taxable::text, d.vat::text, d.total::text,
               d.due_on::text, d.paid_on::text
        from invoice_documents d join clients c on c.id = d.client_id where d.number = ${number}`,
  );
  return row;
}
