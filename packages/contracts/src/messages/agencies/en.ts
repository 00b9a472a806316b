import type { Widen } from '../widen';

/**
 * Agencies: list columns (`agencies.columns`) and the agency screens (`agencies.page`). English is
 * the reference and the fallback.
 */
export const agencies = {
  columns: {
    code: 'Code',
    name: 'Agency',
    city: 'City',
    province: 'Province',
    clients: 'Clients',
    agents: 'Agents',
    no_sheet: 'No sheet',
    deletion_requested: 'Deletion requested',
    email: 'E-mail',
    phone: 'Phone',
  },
  page: {
    backToList: 'All agencies',
    byState: 'Clients by sheet state',
    clients: 'Clients of the agency',
    data: 'Agency data',
    description: 'Every agency with its clients counted by the state of their sheet.',
    empty: 'No agencies',
    myTitle: 'My agency',
    noAgents: 'No agents yet',
    openAgency: 'Details of the agency {{name}}',
    openRegistry: 'Open the registry',
    title: 'Agencies',
  },
};

export type AgenciesMessages = Widen<typeof agencies>;
