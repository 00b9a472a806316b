import { z } from 'zod';
import { LIMITS } from './limits';

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

export const pageParamSchema = z.coerce.number().int().min(1).default(1);

export const listQuerySchema = z.object({
  page: z.coerce.number({ error: 'validation.invalidNumber' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'validation.invalidNumber' })
    .int()
    .min(1)
    .max(LIMITS.pageSizeMax)
    .default(LIMITS.pageSizeDefault),
  q: z.string().trim().max(100).optional(),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
