import type { Widen } from '../widen';

/** Invoices: the list, the detail and the PDF copy. English is the reference. */
export const invoices = {
  /** Its dashboard tile (issue 31). */
  dashboard: {
    title: 'Invoices to pay',
    open: 'All invoices',
    empty: 'No invoices to pay.',
  },
  columns: {
    number: 'Invoice',
    day: 'Date',
    client: 'Client',
    agency: 'Agency',
    lines: 'Lines',
    amount: 'Amount',
    taxable: 'Taxable amount',
    total: 'Total incl. VAT',
    dueOn: 'Due date',
    status: 'Payment',
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
    taxable: 'Taxable amount',
    vatAmount: 'VAT',
    dueOn: 'Due date',
    paidOn: 'Paid on',
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
    lineQuantity: 'Quantity: {{quantity}}',
    address: 'Address',
    download: 'Download PDF',
    downloadFor: 'Download the PDF of invoice {{number}}',
    missing: 'This invoice is not available.',
    status: 'Payment',
    creditNoteTitle: 'Credit note {{number}}',
  },
  status: {
    paid: 'Paid',
    due: 'Due',
    overdue: 'Overdue',
    none: 'No document yet',
  },
  documentTypes: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
  },
  validation: {
    status: 'Unknown payment status: paid, due or overdue',
  },
  pdf: {
    printedAt: 'Printed on {{date}}',
    page: 'Page {{page}} of {{pages}}',
    copy: 'Copy of the invoice issued by the manufacturer: the original is the one the ERP sent.',
  },
};

export type InvoicesMessages = Widen<typeof invoices>;
