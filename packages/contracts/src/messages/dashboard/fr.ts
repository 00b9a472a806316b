import type { DashboardMessages } from './en';

export const dashboard: DashboardMessages = {
  page: {
    title: 'Tableau de bord',
    description: 'Chiffre d’affaires, fiches clients, demandes de matériel et expéditions en un coup d’œil.',
    descriptionCustomer: 'Vos achats, commandes, factures et réservations en un coup d’œil.',
    descriptionPress: 'Les actualités et les fichiers du portail pour la presse.',
    emptyPress: 'Rien n’a encore été publié pour la presse.',
  },
  widget: {
    error: 'Ces chiffres n’ont pas pu être chargés.',
    retry: 'Réessayer',
  },
  revenue: {
    title: 'Chiffre d’affaires {{year}}',
    titleCustomer: 'Achats {{year}}',
    open: 'Chiffre d’affaires et budget',
    openCustomer: 'Meilleures ventes',
    progressive: 'Même période {{year}} : {{amount}}',
    ofBudget: '{{value}} du budget',
    budgetShare: '{{value}} d’un budget de {{budget}}',
    until: 'Jusqu’au {{date}}',
    pace: 'À ce rythme {{amount}} à la fin de l’année',
    paceBudget: 'À ce rythme {{amount}} à la fin de l’année, {{value}} du budget',
    byCategory: 'Par catégorie',
    empty: 'Aucune vente cette année ni à la même période l’an dernier.',
    legend: {
      current: 'Cette année',
      progressive: 'Même période l’an dernier',
      budget: 'Budget',
    },
  },
  premia: {
    title: 'Primes {{year}}',
    open: 'Primes en détail',
    empty: 'Aucune prime cette année ni à la même période l’an dernier.',
  },
  sheets: {
    title: 'Fiches clients',
    open: 'Registre',
    total: '{{count}} clients',
    byStatus: 'Clients par état de la fiche',
    empty: 'Aucun client pour l’instant.',
  },
  requests: {
    title: 'Demandes de matériel',
    open: 'Toutes les demandes',
    byStatus: 'Demandes par état',
    over: 'plus de {{count}}',
    empty: 'Aucune demande de matériel pour l’instant.',
  },
  delta: {
    up: 'En hausse de {{value}} sur la même période l’an dernier',
    down: 'En baisse de {{value}} sur la même période l’an dernier',
    flat: 'Stable par rapport à la même période l’an dernier',
    none: 'Aucune vente à la même période l’an dernier',
  },
};
