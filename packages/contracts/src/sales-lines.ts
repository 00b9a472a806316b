import { z } from 'zod';
import { isBlankCell as blank, dayCell, decimalCell, type ImportCell, wholeCell } from './import-cells';
import { listQuerySchema, tableListSchema } from './lists';
import { categoryFilterSchema } from './sales-categories';
import { salesNamedSchema as named, salesYearSchema } from './sales-revenue';
import { textSchema } from './validation';

/** Sales lines: one line of the ERP as the import reads it, and a client's lines as the API lists them. */

const cell = z.custom<ImportCell>(() => true);

/** A required text cell: numbers from a sheet become text (`12345` → `'12345'`). */
const codeCell = (max: number) =>
  cell
    .transform((v) => (blank(v) ? '' : v instanceof Date ? v.toISOString() : String(v).trim()))
    .pipe(textSchema().min(1, 'validation.required').max(max, 'validation.tooLong'));

/**
 * One sales line of the ERP as the import reads it (PRODUCT.md §4): every cell is checked here,
 * on both sides; the codes are then looked up (client, agent, category) by the import.
 * `invoice` + `line` is the natural key: importing the same line again changes nothing.
 */
export const salesLineRowSchema = z.object({
  date: dayCell,
  agent: codeCell(40),
  client: codeCell(20),
  category: codeCell(10).transform((v) => v.toUpperCase()),
  product: codeCell(200),
  quantity: decimalCell({ scale: 3, max: 1e9, key: 'imports.validation.number' }),
  // `12.500` is 12,500 in Italian and 12.5 elsewhere: an amount with more decimals than cents is refused.
  amount: decimalCell({ scale: 2, max: 1e12, key: 'imports.validation.amount', exact: true }),
  invoice: codeCell(40),
  line: wholeCell(1, 1_000_000, 'imports.validation.line'),
});
export type SalesLineRow = z.infer<typeof salesLineRowSchema>;
/** The columns of a sales-lines file, in the order the template lists them. */
export const SALES_LINE_COLUMNS = Object.keys(salesLineRowSchema.shape) as (keyof SalesLineRow)[];

// A client's sales lines (the drill-down's last level: agency → client → category → lines).

/** What the lines may be ordered by; the default is the newest first. */
export const SALES_LINE_SORTS = ['day', 'invoice', 'product', 'quantity', 'amount'] as const;
export type SalesLineSort = (typeof SALES_LINE_SORTS)[number];

/**
 * Query of sales/lines/agent/{a}/client/{c}: the year (default this one), the category (a
 * revenue category or an ERP code; default expo, every code), the text of a product or an
 * invoice number, and the list's paging and order (an unknown sort is the default one).
 */
export const salesLinesQuerySchema = listQuerySchema.extend({
  year: salesYearSchema.optional(),
  category: categoryFilterSchema.optional(),
});
export type SalesLinesQuery = z.infer<typeof salesLinesQuerySchema>;

/**
 * One line of an ERP invoice: its day, the invoice's number and the line's, the category code
 * and its name, the product, pieces and amount (euros, to the cent).
 */
export const salesLineSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  invoice: z.string(),
  line: z.number().int(),
  category: z.string(),
  category_label: z.string(),
  product: z.string(),
  quantity: z.number(),
  amount: z.number(),
});
export type SalesLine = z.infer<typeof salesLineSchema>;

/**
 * GET sales/lines/agent/{a}/client/{c}: a page of the lines the agency sold the client in the
 * category, over the days the current-year figure counts (January 1 to today, a past year in full).
 */
export const salesLinesSchema = tableListSchema(salesLineSchema).extend({
  year: z.number().int(),
  until: z.string(),
  category: categoryFilterSchema,
  scope: z.object({ agency: named, client: named }),
});
export type SalesLines = z.infer<typeof salesLinesSchema>;
