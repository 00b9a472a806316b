import type { AppliancesMessages } from './en';

export const appliances: AppliancesMessages = {
  columns: {
    code: 'Code',
    ean: 'EAN',
    type: 'Type',
    brand: 'Marque',
    internal_code: 'Code interne',
    description: 'Description',
    price: 'Prix',
    weight_kg: 'Poids',
  },
  page: {
    searchTitle: 'Rechercher les prix',
    searchLabel: 'Rechercher dans le tarif',
    searchPlaceholder: 'Code, EAN, code interne, marque ou description',
    searchHint: 'Saisissez au moins {{min}} caractères : les prix s’affichent pendant la saisie.',
    noResults: 'Aucun résultat pour la recherche',
    firstResults: 'Les {{count}} premiers résultats : précisez la recherche pour les affiner.',
    results: '{{count}} résultats',
    catalogueTitle: 'Électroménager',
    type: 'Type',
    brand: 'Marque',
    allTypes: 'Tous les types',
    allBrands: 'Toutes les marques',
    priceMin: 'Prix à partir de (€)',
    priceMax: 'Prix jusqu’à (€)',
    text: 'Rechercher',
    detailTitle: 'Appareil',
    weightValue: '{{weight}} kg',
    noWeight: 'Non indiqué',
    updatedAt: 'Tarif mis à jour',
  },
  validation: {
    sort: 'Choisissez un tri valide',
    priceRange: 'Le prix maximum ne peut pas être inférieur au minimum',
  },
};
