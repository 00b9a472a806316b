import type { Widen } from '../widen';

/** Search prices and Home appliances: the price list's screens and answers. English is the reference. */
export const appliances = {
  columns: {
    code: 'Code',
    ean: 'EAN',
    type: 'Type',
    brand: 'Brand',
    internal_code: 'Internal code',
    description: 'Description',
    price: 'Price',
    weight_kg: 'Weight',
  },
  page: {
    searchTitle: 'Search prices',
    searchLabel: 'Search the price list',
    searchPlaceholder: 'Code, EAN, internal code, brand or description',
    searchHint: 'Type at least {{min}} characters: prices show as you type.',
    noResults: 'No results for the search',
    firstResults: 'The first {{count}} results: type more to narrow them down.',
    results: '{{count}} results',
    catalogueTitle: 'Home appliances',
    type: 'Type',
    brand: 'Brand',
    allTypes: 'All types',
    allBrands: 'All brands',
    priceMin: 'Price from (€)',
    priceMax: 'Price to (€)',
    text: 'Search',
    detailTitle: 'Appliance',
    weightValue: '{{weight}} kg',
    noWeight: 'Not given',
    updatedAt: 'Price list updated',
  },
  validation: {
    sort: 'Choose a valid sort order',
    priceRange: 'The highest price must not be below the lowest',
  },
};

export type AppliancesMessages = Widen<typeof appliances>;
