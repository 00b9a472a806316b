import type { RegistryLookupsMessages } from './en';

export const registryLookups: RegistryLookupsMessages = {
  paymentTerms: {
    RD: 'Paiement comptant à réception de facture',
    BBANT: 'Virement bancaire anticipé',
    BB30: 'Virement bancaire à 30 jours date de facture',
    BB30FM: 'Virement bancaire à 30 jours fin de mois',
    BB60: 'Virement bancaire à 60 jours date de facture',
    BB60FM: 'Virement bancaire à 60 jours fin de mois',
    RB30FM: 'Reçu bancaire (Ri.Ba.) à 30 jours fin de mois',
    RB60FM: 'Reçu bancaire (Ri.Ba.) à 60 jours fin de mois',
    RB90FM: 'Reçu bancaire (Ri.Ba.) à 90 jours fin de mois',
    RB6090FM: 'Reçu bancaire (Ri.Ba.) à 60-90 jours fin de mois',
    RB306090: 'Reçu bancaire (Ri.Ba.) à 30-60-90 jours fin de mois',
    CONTR: 'Contre remboursement',
  },
  errors: {
    unknownType: "Cette liste n'existe pas",
    unknownEntry: 'Cette entrée ne figure pas dans la liste',
  },
};
