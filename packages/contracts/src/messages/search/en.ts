import type { Widen } from '../widen';

/** The header's client search. English is the reference and the fallback. */
export const search = {
  page: {
    label: 'Search clients',
    noResults: 'No results for the search',
    placeholder: 'Search clients by name, code or city',
    results: 'Clients found',
  },
};

export type SearchMessages = Widen<typeof search>;
