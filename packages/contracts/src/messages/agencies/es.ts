import type { AgenciesMessages } from './en';

export const agencies: AgenciesMessages = {
  columns: {
    code: 'Código',
    name: 'Agencia',
    city: 'Ciudad',
    province: 'Provincia',
    clients: 'Clientes',
    agents: 'Agentes',
    no_sheet: 'Sin ficha',
    deletion_requested: 'Eliminación solicitada',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  page: {
    backToList: 'Todas las agencias',
    byState: 'Clientes por estado de la ficha',
    clients: 'Clientes de la agencia',
    data: 'Datos de la agencia',
    description: 'Todas las agencias con sus clientes contados por estado de la ficha.',
    empty: 'Ninguna agencia',
    myTitle: 'Mi agencia',
    noAgents: 'Ningún agente',
    openAgency: 'Detalles de la agencia {{name}}',
    openRegistry: 'Abrir el registro',
    title: 'Agencias',
  },
};
