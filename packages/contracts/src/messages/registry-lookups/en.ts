import type { Widen } from '../widen';

/**
 * Registry lookups (`arrex/anagrafica/{type}`): payment term labels and the endpoint's errors.
 * English is the reference and the fallback.
 */
export const registryLookups = {
  paymentTerms: {
    RD: 'Direct payment on receipt of invoice',
    BBANT: 'Bank transfer in advance',
    BB30: 'Bank transfer 30 days from invoice date',
    BB30FM: 'Bank transfer 30 days end of month',
    BB60: 'Bank transfer 60 days from invoice date',
    BB60FM: 'Bank transfer 60 days end of month',
    RB30FM: 'Bank receipt (Ri.Ba.) 30 days end of month',
    RB60FM: 'Bank receipt (Ri.Ba.) 60 days end of month',
    RB90FM: 'Bank receipt (Ri.Ba.) 90 days end of month',
    RB6090FM: 'Bank receipt (Ri.Ba.) 60-90 days end of month',
    RB306090: 'Bank receipt (Ri.Ba.) 30-60-90 days end of month',
    CONTR: 'Cash on delivery',
  },
  errors: {
    unknownType: 'This list does not exist',
    unknownEntry: 'This entry is not in the list',
  },
};

export type RegistryLookupsMessages = Widen<typeof registryLookups>;
