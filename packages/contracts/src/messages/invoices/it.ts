import type { InvoicesMessages } from './en';

export const invoices: InvoicesMessages = {
  columns: {
    number: 'Fattura',
    day: 'Data',
    client: 'Cliente',
    agency: 'Agenzia',
    lines: 'Righe',
    amount: 'Importo',
  },
  fields: {
    line: 'Riga',
    category: 'Categoria',
    product: 'Prodotto',
    quantity: 'Quantità',
    total: 'Totale',
    vat: 'Partita IVA',
    billTo: 'Intestata a',
    soldBy: 'Agenzia',
  },
  page: {
    title: 'Fatture',
    subtitle: 'Le fatture dei clienti che segui, con le righe e una copia in PDF.',
    staffSubtitle: 'Tutte le fatture della rete, con le righe e una copia in PDF.',
    customerSubtitle: 'Le fatture della tua azienda, con le righe e una copia in PDF.',
    search: 'Numero o cliente',
    searchOwn: 'Numero della fattura',
    year: 'Anno',
    empty: 'Nessuna fattura con questi filtri.',
    openFor: 'Apri la fattura {{number}}',
    detailTitle: 'Fattura {{number}}',
    lines: 'Righe',
    address: 'Indirizzo',
    download: 'Scarica PDF',
    downloadFor: 'Scarica il PDF della fattura {{number}}',
    missing: 'Questa fattura non è disponibile.',
  },
  pdf: {
    printedAt: 'Stampata il {{date}}',
    page: 'Pagina {{page}} di {{pages}}',
    copy: "Copia della fattura emessa dal produttore: l'originale è quello inviato dal gestionale.",
  },
};
