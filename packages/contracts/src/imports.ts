import { z } from 'zod';
import { APPLIANCE_COLUMNS, APPLIANCE_OPTIONAL_COLUMNS } from './appliances';
import { createdResponseSchema } from './envelope';
import { INVOICE_DOCUMENT_COLUMNS, INVOICE_DOCUMENT_OPTIONAL_COLUMNS } from './invoices';
import { READY_STOCK_COLUMNS, READY_STOCK_OPTIONAL_COLUMNS } from './ready-stock';
import { SALES_LINE_COLUMNS } from './sales';
import { idSchema } from './validation';

/**
 * ERP imports (PRODUCT.md §4): staff upload a CSV or xlsx file, or a nightly job runs
 * `npm run import -- <kind> <file>`. Sales lines, the appliance price list, the
 * ready-for-delivery stock and the invoices' documents; a kind is listed here and is one file in
 * the API's registry.
 */
export const IMPORT_KINDS = ['sales', 'appliances', 'ready-stock', 'invoices'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * The columns of each kind's file, by key (`imports.fields.<key>` names them), in the order the
 * screen lists them; `optional` ones may be left out of the file.
 */
export const IMPORT_COLUMNS: Record<ImportKind, { columns: readonly string[]; optional: readonly string[] }> = {
  sales: { columns: SALES_LINE_COLUMNS, optional: [] },
  appliances: { columns: APPLIANCE_COLUMNS, optional: APPLIANCE_OPTIONAL_COLUMNS },
  'ready-stock': { columns: READY_STOCK_COLUMNS, optional: READY_STOCK_OPTIONAL_COLUMNS },
  invoices: { columns: INVOICE_DOCUMENT_COLUMNS, optional: INVOICE_DOCUMENT_OPTIONAL_COLUMNS },
};

export const IMPORT_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Reading and checking the rows, then writing them in one transaction. */
export const IMPORT_PHASES = ['reading', 'applying', 'done'] as const;

/** The largest file an import takes (PRODUCT.md §4: a 200 MB file is refused with a clear message). */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
/**
 * Columns a file may have beyond its kind's (an ERP export may carry others, which are ignored): a
 * row of more is refused as it is read, so a row of millions of empty cells never fills the memory.
 */
export const IMPORT_EXTRA_COLUMNS = 100;
/** The most columns a row of a `kind` file may have. */
export const importMaxColumns = (kind: ImportKind) => IMPORT_COLUMNS[kind].columns.length + IMPORT_EXTRA_COLUMNS;
/** Rejected rows kept for the report; beyond this the import still counts them. */
export const IMPORT_MAX_REPORTED = 10_000;

export const importKindParamsSchema = z.object({ kind: z.enum(IMPORT_KINDS, { error: 'imports.errors.kind' }) });
export const importIdParamsSchema = z.object({ id: idSchema });

/** A refused row: its number in the file (the header is row 1), the column and why, translated. */
export const rejectedRowSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

export const importCountsSchema = z.object({
  read: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** One import, as the history lists it and the progress call answers it. */
export const importRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  kind_label: z.string(),
  file_name: z.string(),
  user: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  status_label: z.string(),
  phase: z.enum(IMPORT_PHASES),
  bytes_read: z.number(),
  bytes_total: z.number(),
  ...importCountsSchema.shape,
  error: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** The progress call: the import and its first rejected rows (the whole report is a download). */
export const importDetailSchema = importRowSchema.extend({ rejections: z.array(rejectedRowSchema) });
export type ImportDetail = z.infer<typeof importDetailSchema>;

export const importStartedSchema = createdResponseSchema;
