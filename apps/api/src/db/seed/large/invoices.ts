import { sql } from 'drizzle-orm';
import { invoiceDocumentsSql } from '../invoices';
import type { LargeStep } from './types';

/**
 * The ERP's document of every large invoice (about 125,000 for 1,000,000 sales lines), in one
 * set-based statement over the invoices the sales step made; the demo's keep theirs.
 */
export const largeInvoices: LargeStep = {
  name: 'invoices',
  // Writing the documents rewrote every invoice once (its copy of the payment dates, migration 0023).
  compact: ['invoices'],
  async run(tx) {
    await tx.execute(
      invoiceDocumentsSql(sql`not exists (select 1 from invoice_documents d where d.number = i.number)`),
    );
  },
};
