import type { AppliancesMessages } from './en';

export const appliances: AppliancesMessages = {
  columns: {
    code: 'Codice',
    ean: 'EAN',
    type: 'Tipo',
    brand: 'Marca',
    internal_code: 'Codice interno',
    description: 'Descrizione',
    price: 'Prezzo',
    weight_kg: 'Peso',
  },
  page: {
    searchTitle: 'Cerca prezzi',
    searchLabel: 'Cerca nel listino',
    searchPlaceholder: 'Codice, EAN, codice interno, marca o descrizione',
    searchHint: 'Scrivi almeno {{min}} caratteri: i prezzi compaiono mentre scrivi.',
    noResults: 'Nessun risultato per la ricerca',
    firstResults: 'I primi {{count}} risultati: scrivi di più per restringerli.',
    results: '{{count}} risultati',
    catalogueTitle: 'Elettrodomestici',
    type: 'Tipo',
    brand: 'Marca',
    allTypes: 'Tutti i tipi',
    allBrands: 'Tutte le marche',
    priceMin: 'Prezzo da (€)',
    priceMax: 'Prezzo fino a (€)',
    text: 'Cerca',
    detailTitle: 'Elettrodomestico',
    weightValue: '{{weight}} kg',
    noWeight: 'Non indicato',
    updatedAt: 'Listino aggiornato',
  },
  validation: {
    sort: 'Scegli un ordinamento valido',
    priceRange: 'Il prezzo massimo non può essere inferiore al minimo',
  },
};
