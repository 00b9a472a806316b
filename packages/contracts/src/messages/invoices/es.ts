import type { InvoicesMessages } from './en';

export const invoices: InvoicesMessages = {
  columns: {
    number: 'Factura',
    day: 'Fecha',
    client: 'Cliente',
    agency: 'Agencia',
    lines: 'Líneas',
    amount: 'Importe',
  },
  fields: {
    line: 'Línea',
    category: 'Categoría',
    product: 'Producto',
    quantity: 'Cantidad',
    total: 'Total',
    vat: 'NIF/IVA',
    billTo: 'Facturada a',
    soldBy: 'Agencia',
  },
  page: {
    title: 'Facturas',
    subtitle: 'Las facturas de los clientes que usted sigue, con sus líneas y una copia en PDF.',
  },
  pdf: {
    printedAt: 'Impresa el {{date}}',
    page: 'Página {{page}} de {{pages}}',
    copy: 'Copia de la factura emitida por el fabricante: el original es el enviado por el sistema de gestión.',
  },
};
