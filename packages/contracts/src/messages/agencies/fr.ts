import type { AgenciesMessages } from './en';

export const agencies: AgenciesMessages = {
  columns: {
    code: 'Code',
    name: 'Agence',
    city: 'Ville',
    province: 'Province',
    clients: 'Clients',
    agents: 'Agents',
    no_sheet: 'Sans fiche',
    deletion_requested: 'Suppression demandée',
    email: 'E-mail',
    phone: 'Téléphone',
  },
  page: {
    backToList: 'Toutes les agences',
    byState: 'Clients par état de la fiche',
    clients: "Clients de l'agence",
    data: "Données de l'agence",
    description: 'Toutes les agences avec leurs clients comptés par état de la fiche.',
    empty: 'Aucune agence',
    myTitle: 'Mon agence',
    noAgents: 'Aucun agent',
    openAgency: "Détails de l'agence {{name}}",
    openRegistry: 'Ouvrir le registre',
    title: 'Agences',
  },
};
