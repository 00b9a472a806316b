import type { Appliance } from '@portal/contracts';
import type { ColumnLayouts } from '../../../components/table/types';

/** How the price list's columns fit a laptop and a phone card, in the search and the catalogue. */
export const APPLIANCE_COLUMNS: ColumnLayouts = {
  code: { card: 'title', nowrap: true },
  type: { card: 'fact', foldInto: 'description' },
  brand: { card: 'fact' },
  description: { card: 'fact' },
  ean: { card: 'fact', nowrap: true, foldInto: 'code' },
  internal_code: { card: 'fact', nowrap: true, foldInto: 'code' },
  price: { card: 'aside', numeric: true, nowrap: true },
  weight_kg: { card: 'none', numeric: true, nowrap: true },
};

/** The columns the search answers, in the catalogue's order (the search has no table headers of its own). */
export const SEARCH_COLUMNS: readonly (keyof Appliance)[] = [
  'code',
  'brand',
  'description',
  'ean',
  'internal_code',
  'price',
];
