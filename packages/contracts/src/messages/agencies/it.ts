import type { AgenciesMessages } from './en';

export const agencies: AgenciesMessages = {
  columns: {
    code: 'Codice',
    name: 'Agenzia',
    city: 'Città',
    province: 'Provincia',
    clients: 'Clienti',
    agents: 'Agenti',
    no_sheet: 'Senza scheda',
    deletion_requested: 'Cancellazione richiesta',
    email: 'E-mail',
    phone: 'Telefono',
  },
  page: {
    backToList: 'Tutte le agenzie',
    byState: 'Clienti per stato della scheda',
    clients: "Clienti dell'agenzia",
    data: "Dati dell'agenzia",
    description: 'Tutte le agenzie con i loro clienti contati per stato della scheda.',
    empty: 'Nessuna agenzia',
    myTitle: 'La mia agenzia',
    noAgents: 'Nessun agente',
    openAgency: "Dettagli dell'agenzia {{name}}",
    openRegistry: "Apri l'anagrafica",
    title: 'Agenzie',
  },
};
