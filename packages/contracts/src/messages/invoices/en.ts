import type { Widen } from '../widen';

/** Invoices: the list, the detail and the PDF copy. English is the reference. */
export const invoices = {
  columns: {
    number: 'Invoice',
    day: 'Date',
    client: 'Client',
    agency: 'Agency',
    lines: 'Lines',
    amount: 'Amount',
  },
  fields: {
    line: 'Line',
    category: 'Category',
    product: 'Product',
    quantity: 'Quantity',
    total: 'Total',
    vat: 'VAT number',
    billTo: 'Invoiced to',
    soldBy: 'Agency',
  },
  page: {
    title: 'Invoices',
    subtitle: 'The invoices of the clients you follow, with their lines and a PDF copy.',
    staffSubtitle: 'Every invoice of the network, with its lines and a PDF copy.',
    customerSubtitle: 'Your company’s invoices, with their lines and a PDF copy.',
    search: 'Number or client',
    searchOwn: 'Invoice number',
    year: 'Year',
    empty: 'No invoices match these filters.',
    openFor: 'Open invoice {{number}}',
    detailTitle: 'Invoice {{number}}',
    lines: 'Lines',
    address: 'Address',
    download: 'Download PDF',
    downloadFor: 'Download the PDF of invoice {{number}}',
    missing: 'This invoice is not available.',
  },
  pdf: {
    printedAt: 'Printed on {{date}}',
    page: 'Page {{page}} of {{pages}}',
    copy: 'Copy of the invoice issued by the manufacturer: the original is the one the ERP sent.',
  },
};

export type InvoicesMessages = Widen<typeof invoices>;
