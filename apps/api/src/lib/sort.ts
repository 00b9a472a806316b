import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/**
 * ORDER BY for a list: the requested column when it is one of the sortable ones, else the
 * fallback; unknown names are ignored rather than refused, so an old bookmark still works.
 */
export function sortOrder(
  sortable: Record<string, AnyColumn | SQL>,
  sort: string | undefined,
  order: 'asc' | 'desc',
  fallback: SQL,
): SQL[] {
  // Own keys only: `__proto__` or `constructor` must not reach ORDER BY.
  const column = sort && Object.hasOwn(sortable, sort) ? sortable[sort] : undefined;
  return column ? [order === 'desc' ? desc(column) : asc(column), fallback] : [fallback];
}
