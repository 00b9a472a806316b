import type { DashboardMessages } from './en';

export const dashboard: DashboardMessages = {
  page: {
    title: 'Dashboard',
    description: 'Fatturato, schede cliente, richieste di materiale e spedizioni in sintesi.',
    descriptionCustomer: 'I suoi acquisti, ordini, fatture e prenotazioni in sintesi.',
    descriptionPress: 'Le notizie e i file del portale per la stampa.',
    emptyPress: 'Non è ancora stato pubblicato nulla per la stampa.',
  },
  widget: {
    error: 'Non è stato possibile caricare questi dati.',
    retry: 'Riprova',
  },
  revenue: {
    title: 'Fatturato {{year}}',
    titleCustomer: 'Acquisti {{year}}',
    open: 'Fatturato e budget',
    openCustomer: 'Più venduti',
    progressive: 'Stesso periodo {{year}}: {{amount}}',
    ofBudget: '{{value}} del budget',
    budgetShare: '{{value}} del budget di {{budget}}',
    until: 'Fino al {{date}}',
    pace: 'A questo ritmo {{amount}} a fine anno',
    paceBudget: 'A questo ritmo {{amount}} a fine anno, {{value}} del budget',
    byCategory: 'Per categoria',
    empty: "Nessuna vendita quest'anno né nello stesso periodo dell'anno scorso.",
    legend: {
      current: "Quest'anno",
      progressive: "Stesso periodo dell'anno scorso",
      budget: 'Budget',
    },
  },
  premia: {
    title: 'Premi {{year}}',
    open: 'Premi in dettaglio',
    empty: "Nessun premio quest'anno né nello stesso periodo dell'anno scorso.",
  },
  sheets: {
    title: 'Schede cliente',
    open: 'Anagrafica',
    total: '{{count}} clienti',
    byStatus: 'Clienti per stato della scheda',
    empty: 'Ancora nessun cliente.',
  },
  requests: {
    title: 'Richieste di materiale',
    open: 'Tutte le richieste',
    byStatus: 'Richieste per stato',
    over: 'oltre {{count}}',
    empty: 'Ancora nessuna richiesta di materiale.',
  },
  delta: {
    up: "In crescita del {{value}} sullo stesso periodo dell'anno scorso",
    down: "In calo del {{value}} sullo stesso periodo dell'anno scorso",
    flat: "Invariato sullo stesso periodo dell'anno scorso",
    none: "Nessuna vendita nello stesso periodo dell'anno scorso",
  },
};
