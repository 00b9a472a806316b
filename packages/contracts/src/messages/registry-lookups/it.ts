import type { RegistryLookupsMessages } from './en';

export const registryLookups: RegistryLookupsMessages = {
  paymentTerms: {
    RD: 'Rimessa diretta',
    BBANT: 'Bonifico bancario anticipato',
    BB30: 'Bonifico bancario 30 giorni data fattura',
    BB30FM: 'Bonifico bancario 30 giorni fine mese',
    BB60: 'Bonifico bancario 60 giorni data fattura',
    BB60FM: 'Bonifico bancario 60 giorni fine mese',
    RB30FM: 'Ri.Ba. 30 giorni fine mese',
    RB60FM: 'Ri.Ba. 60 giorni fine mese',
    RB90FM: 'Ri.Ba. 90 giorni fine mese',
    RB6090FM: 'Ri.Ba. 60-90 giorni fine mese',
    RB306090: 'Ri.Ba. 30-60-90 giorni fine mese',
    CONTR: 'Contrassegno',
  },
  errors: {
    unknownType: 'Questo elenco non esiste',
    unknownEntry: "Questa voce non è nell'elenco",
  },
};
