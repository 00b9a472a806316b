import { z } from 'zod';
import { addressSchema } from './address';
import {
  dayCell,
  decimalCell,
  type ImportCell,
  importCell,
  isBlankCell,
  optionalDayCell,
  textCell,
} from './import-cells';
import { listQuerySchema } from './lists';
import { salesYearSchema } from './sales';
import { idSchema, textSchema } from './validation';

/**
 * Invoices (PRODUCT.md §2, issue 11): the ERP's invoices as their imported sales lines make them
 * (one invoice number, its lines), and the ERP's document of each (type, taxable, VAT, total, due
 * and paid dates) from the `invoices` import. Staff see all, an agent those of their agency's
 * clients, a customer its own.
 */

/** The longest invoice number (`FT2026-000123-03`). */
export const INVOICE_NUMBER_MAX = 40;

/** An invoice number as the ERP writes it (`FT2026-000123-03`). */
export const invoiceNumberSchema = textSchema()
  .trim()
  .min(1, 'validation.required')
  .max(INVOICE_NUMBER_MAX, 'validation.tooLong');

/** What the ERP's document is: an invoice (amounts from 0 up) or a credit note (amounts from 0 down). */
export const INVOICE_DOCUMENT_TYPES = ['invoice', 'credit_note'] as const;
export type InvoiceDocumentType = (typeof INVOICE_DOCUMENT_TYPES)[number];

/**
 * Where an invoice's payment stands: paid (the ERP sent the day it was paid), due (not paid, the
 * due date is today or later) or overdue (not paid, the due date has passed).
 */
export const INVOICE_PAYMENT_STATUSES = ['paid', 'due', 'overdue'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

/**
 * The words an ERP writes for each document type, as compared (lower case, no accents, letters
 * and digits only): the Italian codes and words (and the e-invoicing types TD01, TD04), and the
 * English, French and Spanish words.
 */
const DOCUMENT_TYPE_WORDS: Record<InvoiceDocumentType, readonly string[]> = {
  invoice: ['ft', 'fattura', 'td01', 'invoice', 'facture', 'factura'],
  credit_note: [
    'nc',
    'notadicredito',
    'notacredito',
    'td04',
    'creditnote',
    'avoir',
    'notedecredit',
    'notadecredito',
    'abono',
  ],
};

/** The document type a cell names (`FT`, `Nota di credito`, `credit note`, `avoir`…), or null. */
export function documentTypeOf(value: ImportCell): InvoiceDocumentType | null {
  if (typeof value !== 'string') return null;
  const word = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return INVOICE_DOCUMENT_TYPES.find((type) => DOCUMENT_TYPE_WORDS[type].includes(word)) ?? null;
}

const documentTypeCell = importCell.transform((v, ctx) => {
  const type = documentTypeOf(v);
  if (type === null) {
    ctx.addIssue({
      code: 'custom',
      message: isBlankCell(v) ? 'validation.required' : 'imports.validation.documentType',
    });
    return z.NEVER;
  }
  return type;
});

/** An amount in euros, negative for a credit note; more decimals than cents is refused (`12.500`), as for sales. */
const amountCell = decimalCell({ scale: 2, max: 1e12, key: 'imports.validation.amount', exact: true });
const cents = (amount: string) => Math.round(Number(amount) * 100);
const AMOUNTS = ['taxable', 'vat', 'total'] as const;

/**
 * One document of the ERP as the `invoices` import reads it: the invoice number is the natural key
 * (importing it again updates what changed). Beyond each cell: the total is the taxable amount plus
 * VAT to the cent, the due and paid dates are not before the document's, and the amounts' sign
 * agrees with the type (an invoice's from 0 up, a credit note's from 0 down). The client code is
 * then looked up by the import.
 */
export const invoiceDocumentRowSchema = z
  .object({
    invoice: textCell(INVOICE_NUMBER_MAX),
    date: dayCell,
    client: textCell(20),
    document_type: documentTypeCell,
    taxable: amountCell,
    vat: amountCell,
    total: amountCell,
    due_date: dayCell,
    paid_on: optionalDayCell,
  })
  .superRefine((row, ctx) => {
    const issue = (column: string, message: string) => ctx.addIssue({ code: 'custom', path: [column], message });
    const credit = row.document_type === 'credit_note';
    for (const column of AMOUNTS) {
      const amount = cents(row[column]);
      if (credit ? amount > 0 : amount < 0) {
        issue(column, credit ? 'imports.validation.creditNoteSign' : 'imports.validation.invoiceSign');
      }
    }
    if (cents(row.taxable) + cents(row.vat) !== cents(row.total)) issue('total', 'imports.validation.total');
    if (row.due_date < row.date) issue('due_date', 'imports.validation.dueBeforeDate');
    if (row.paid_on !== null && row.paid_on < row.date) issue('paid_on', 'imports.validation.paidBeforeDate');
  });
export type InvoiceDocumentRow = z.infer<typeof invoiceDocumentRowSchema>;

/** The columns of an invoices file, in the order the screen lists them; the payment day may be left out. */
export const INVOICE_DOCUMENT_COLUMNS = Object.keys(invoiceDocumentRowSchema.shape) as (keyof InvoiceDocumentRow)[];
export const INVOICE_DOCUMENT_OPTIONAL_COLUMNS = ['paid_on'] as const satisfies readonly (keyof InvoiceDocumentRow)[];

export const invoiceListQuerySchema = listQuerySchema.extend({
  /** An agency (staff). */
  agent: idSchema.optional(),
  client: idSchema.optional(),
  year: salesYearSchema.optional(),
  status: z.enum(INVOICE_PAYMENT_STATUSES, { error: 'invoices.validation.status' }).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/**
 * The ERP's document of an invoice as the list and the detail answer it: every field null while the
 * ERP has sent no document for the number (the invoice is then known from its sales lines only).
 */
const documentFields = {
  document_type: z.enum(INVOICE_DOCUMENT_TYPES).nullable(),
  total: z.number().nullable(),
  due_on: z.string().nullable(),
  status: z.enum(INVOICE_PAYMENT_STATUSES).nullable(),
};

/** A row of the list: newest first by default. Amounts in euros (`amount` is the sum of the lines). */
export const invoiceRowSchema = z.object({
  number: z.string(),
  day: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  client_code: z.string().nullable(),
  agency_id: z.number().int(),
  agency: z.string(),
  lines: z.number().int(),
  amount: z.number(),
  ...documentFields,
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

export const invoiceParamsSchema = z.object({ number: invoiceNumberSchema });

export const invoiceLineSchema = z.object({
  line: z.number().int(),
  /** The ERP category code (NN, E2…) and its name in the request's language. */
  category: z.string(),
  category_label: z.string(),
  product: z.string(),
  quantity: z.number(),
  amount: z.number(),
});

/** GET invoices/{number}: the invoice with its client, agency and lines, and the ERP's document when there is one. */
export const invoiceDetailSchema = z.object({
  number: z.string(),
  day: z.string(),
  amount: z.number(),
  ...documentFields,
  taxable: z.number().nullable(),
  vat: z.number().nullable(),
  paid_on: z.string().nullable(),
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string().nullable(),
    vat_number: z.string().nullable(),
    ...addressSchema.shape,
  }),
  agency: z.object({ id: z.number().int(), name: z.string() }),
  lines: z.array(invoiceLineSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
