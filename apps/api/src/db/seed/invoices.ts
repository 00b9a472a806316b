import { type SQL, sql } from 'drizzle-orm';
import type { DemoStep } from './types';

/**
 * The ERP's document of every invoice `where` selects (on `invoices i`), as the `invoices` import
 * writes it: a credit note when the lines sum below 0, 22 % VAT, due 60 days after the invoice.
 * Paid by the due date as a rule; of the invoices due in the last six months, one in five is still
 * unpaid (overdue); of those not yet due, one in four is already paid. Set-based and deterministic
 * (the client and the month pick, no random numbers).
 */
export function invoiceDocumentsSql(where: SQL): SQL {
  return sql`
    insert into invoice_documents (number, document_type, day, client_id, taxable, vat, total, due_on, paid_on)
    select number, case when taxable < 0 then 'credit_note' else 'invoice' end, day, client_id, taxable, vat,
           taxable + vat, due_on,
           case
             when due_on >= current_date then case when k % 4 = 0 then least(day + 15, current_date) end
             when due_on >= current_date - 180 and k % 5 = 0 then null
             else due_on - k % 15
           end
    from (
      select i.number, i.day, i.client_id, i.amount as taxable, round(i.amount * 0.22, 2) as vat,
             i.day + 60 as due_on, i.client_id * 7 + extract(month from i.day)::int * 3 as k
      from invoices i where ${where}) d`;
}

/** Every demo invoice's document: paid, due and overdue ones (the demo sales have no credit note). */
export const demoInvoices: DemoStep = {
  name: 'invoices',
  run: async (tx) => {
    await tx.execute(invoiceDocumentsSql(sql`true`));
  },
};
