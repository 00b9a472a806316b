import type { DashboardMessages } from './en';

export const dashboard: DashboardMessages = {
  page: {
    title: 'Panel de control',
    description: 'Facturación, fichas de clientes, solicitudes de material y envíos de un vistazo.',
    descriptionCustomer: 'Sus compras, pedidos, facturas y reservas de un vistazo.',
    descriptionPress: 'Las noticias y los archivos del portal para la prensa.',
    emptyPress: 'Todavía no se ha publicado nada para la prensa.',
  },
  widget: {
    error: 'No se han podido cargar estas cifras.',
    retry: 'Reintentar',
  },
  revenue: {
    title: 'Facturación {{year}}',
    titleCustomer: 'Compras {{year}}',
    open: 'Facturación y presupuesto',
    openCustomer: 'Más vendidos',
    progressive: 'Mismo periodo {{year}}: {{amount}}',
    ofBudget: '{{value}} del presupuesto',
    budgetShare: '{{value}} de un presupuesto de {{budget}}',
    until: 'Hasta el {{date}}',
    pace: 'A este ritmo {{amount}} a final de año',
    paceBudget: 'A este ritmo {{amount}} a final de año, {{value}} del presupuesto',
    byCategory: 'Por categoría',
    empty: 'No hay ventas este año ni en el mismo periodo del año pasado.',
    legend: {
      current: 'Este año',
      progressive: 'Mismo periodo del año pasado',
      budget: 'Presupuesto',
    },
  },
  premia: {
    title: 'Premios {{year}}',
    open: 'Premios en detalle',
    empty: 'No hay premios este año ni en el mismo periodo del año pasado.',
  },
  sheets: {
    title: 'Fichas de clientes',
    open: 'Registro',
    total: '{{count}} clientes',
    byStatus: 'Clientes por estado de la ficha',
    empty: 'Todavía no hay clientes.',
  },
  requests: {
    title: 'Solicitudes de material',
    open: 'Todas las solicitudes',
    byStatus: 'Solicitudes por estado',
    over: 'más de {{count}}',
    empty: 'Todavía no hay solicitudes de material.',
  },
  delta: {
    up: 'Sube un {{value}} respecto al mismo periodo del año pasado',
    down: 'Baja un {{value}} respecto al mismo periodo del año pasado',
    flat: 'Igual que en el mismo periodo del año pasado',
    none: 'Sin ventas en el mismo periodo del año pasado',
  },
};
