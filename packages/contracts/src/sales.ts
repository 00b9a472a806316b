import { type ImportCell, parseDay, parseDecimal } from './import-cells';

export * from './sales-best-sellers';
export * from './sales-categories';
export * from './sales-lines';
export * from './sales-reports';
export * from './sales-revenue';
export { type ImportCell, parseDay, parseDecimal };

/**
 * Sales (spec §7 "Sales", §9, PRODUCT.md §2 and §4): the categories (sales-categories.ts), the
 * ERP's lines as imported and listed (sales-lines.ts), revenue and budgets (sales-revenue.ts), the
 * two years before, the delta, own clients and a client's progress (sales-reports.ts), and the
 * best sellers (sales-best-sellers.ts).
 */
