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
    staffSubtitle: 'Todas las facturas de la red, con sus líneas y una copia en PDF.',
    customerSubtitle: 'Las facturas de su empresa, con sus líneas y una copia en PDF.',
    search: 'Número o cliente',
    searchOwn: 'Número de factura',
    year: 'Año',
    empty: 'Ninguna factura coincide con estos filtros.',
    openFor: 'Abrir la factura {{number}}',
    detailTitle: 'Factura {{number}}',
    lines: 'Líneas',
    address: 'Dirección',
    download: 'Descargar PDF',
    downloadFor: 'Descargar el PDF de la factura {{number}}',
    missing: 'Esta factura no está disponible.',
  },
  pdf: {
    printedAt: 'Impresa el {{date}}',
    page: 'Página {{page}} de {{pages}}',
    copy: 'Copia de la factura emitida por el fabricante: el original es el enviado por el sistema de gestión.',
  },
};
