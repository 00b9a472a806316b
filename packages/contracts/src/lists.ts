import { z } from 'zod';
import { LIMITS } from './limits';
import { integerSchema, MAX_INT, textSchema } from './validation';

/** PRODUCT.md §3: lists answer table headers plus rows, paged by the server. */
export const tableHeaderSchema = z.object({ key: z.string(), label: z.string() });
export type TableHeader = z.infer<typeof tableHeaderSchema>;

export function tableListSchema<T extends z.ZodType>(row: T) {
  return z.object({
    table_headers: z.array(tableHeaderSchema),
    rows: z.array(row),
    total: z.number().int(),
    /** True when `total` is the count cap (LIMITS.listCountCap), not an exact count. */
    total_capped: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The last page a list can ask for: its offset, `(page - 1) × pageSize`, stays a PostgreSQL integer. */
export const MAX_PAGE = Math.floor(MAX_INT / LIMITS.pageSizeMax);

export const pageParamSchema = integerSchema(1, MAX_PAGE).default(1);

export const listQuerySchema = z.object({
  page: integerSchema(1, MAX_PAGE).default(1),
  pageSize: integerSchema(1, LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
  q: textSchema().trim().max(100).optional(),
  sort: textSchema().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
