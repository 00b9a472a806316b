import type { AppliancesMessages } from './en';

export const appliances: AppliancesMessages = {
  columns: {
    code: 'Código',
    ean: 'EAN',
    type: 'Tipo',
    brand: 'Marca',
    internal_code: 'Código interno',
    description: 'Descripción',
    price: 'Precio',
    weight_kg: 'Peso',
  },
  page: {
    searchTitle: 'Buscar precios',
    searchLabel: 'Buscar en la tarifa',
    searchPlaceholder: 'Código, EAN, código interno, marca o descripción',
    searchHint: 'Escriba al menos {{min}} caracteres: los precios aparecen mientras escribe.',
    noResults: 'No hay resultados para la búsqueda',
    firstResults: 'Los primeros {{count}} resultados: escriba más para acotarlos.',
    results: '{{count}} resultados',
    catalogueTitle: 'Electrodomésticos',
    type: 'Tipo',
    brand: 'Marca',
    allTypes: 'Todos los tipos',
    allBrands: 'Todas las marcas',
    priceMin: 'Precio desde (€)',
    priceMax: 'Precio hasta (€)',
    text: 'Buscar',
    detailTitle: 'Electrodoméstico',
    weightValue: '{{weight}} kg',
    noWeight: 'No indicado',
    updatedAt: 'Tarifa actualizada',
  },
  validation: {
    sort: 'Elija un orden válido',
    priceRange: 'El precio máximo no puede ser inferior al mínimo',
  },
};
