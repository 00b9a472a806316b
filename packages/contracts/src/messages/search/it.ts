import type { SearchMessages } from './en';

export const search: SearchMessages = {
  page: {
    label: 'Cerca clienti',
    noResults: 'Nessun risultato per la ricerca',
    placeholder: 'Cerca clienti per nome, codice o città',
    results: 'Clienti trovati',
  },
};
