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
  },
  pdf: {
    printedAt: 'Imprimée le {{date}}',
    page: 'Page {{page}} sur {{pages}}',
    copy: 'Copie de la facture émise par le fabricant : l’original est celui envoyé par le système de gestion.',
  },
};
