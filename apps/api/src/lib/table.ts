import type { FastifyRequest } from 'fastify';

/** PRODUCT.md §3 list shape, with the column labels in the request's language. */
export function tableList<T>(
  request: FastifyRequest,
  columns: readonly (readonly [key: string, labelKey: string])[],
  result: { rows: T[]; total: number; capped?: boolean },
  paging: { page: number; pageSize: number },
) {
  return {
    table_headers: columns.map(([key, labelKey]) => ({ key, label: request.t(labelKey) })),
    rows: result.rows,
    total: result.total,
    ...(result.capped ? { total_capped: true } : {}),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
