import type { InvoicesMessages } from './en';

export const invoices: InvoicesMessages = {
  columns: {
    number: 'Facture',
    day: 'Date',
    client: 'Client',
    agency: 'Agence',
    lines: 'Lignes',
    amount: 'Montant',
  },
  fields: {
    line: 'Ligne',
    category: 'Catégorie',
    product: 'Produit',
    quantity: 'Quantité',
    total: 'Total',
    vat: 'Numéro de TVA',
    billTo: 'Facturée à',
    soldBy: 'Agence',
  },
  page: {
    title: 'Factures',
    subtitle: 'Les factures des clients que vous suivez, avec leurs lignes et une copie PDF.',
    staffSubtitle: 'Toutes les factures du réseau, avec leurs lignes et une copie PDF.',
    customerSubtitle: 'Les factures de votre entreprise, avec leurs lignes et une copie PDF.',
    search: 'Numéro ou client',
    searchOwn: 'Numéro de facture',
    year: 'Année',
    empty: 'Aucune facture ne correspond à ces filtres.',
    openFor: 'Ouvrir la facture {{number}}',
    detailTitle: 'Facture {{number}}',
    lines: 'Lignes',
    address: 'Adresse',
    download: 'Télécharger le PDF',
    downloadFor: 'Télécharger le PDF de la facture {{number}}',
    missing: 'Cette facture n’est pas disponible.',
  },
  pdf: {
    printedAt: 'Imprimée le {{date}}',
    page: 'Page {{page}} sur {{pages}}',
    copy: 'Copie de la facture émise par le fabricant : l’original est celui envoyé par le système de gestion.',
  },
};
