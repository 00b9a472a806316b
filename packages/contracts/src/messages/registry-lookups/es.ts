import type { RegistryLookupsMessages } from './en';

export const registryLookups: RegistryLookupsMessages = {
  paymentTerms: {
    RD: 'Pago al contado a la recepción de la factura',
    BBANT: 'Transferencia bancaria anticipada',
    BB30: 'Transferencia bancaria a 30 días fecha factura',
    BB30FM: 'Transferencia bancaria a 30 días fin de mes',
    BB60: 'Transferencia bancaria a 60 días fecha factura',
    BB60FM: 'Transferencia bancaria a 60 días fin de mes',
    RB30FM: 'Recibo bancario (Ri.Ba.) a 30 días fin de mes',
    RB60FM: 'Recibo bancario (Ri.Ba.) a 60 días fin de mes',
    RB90FM: 'Recibo bancario (Ri.Ba.) a 90 días fin de mes',
    RB6090FM: 'Recibo bancario (Ri.Ba.) a 60-90 días fin de mes',
    RB306090: 'Recibo bancario (Ri.Ba.) a 30-60-90 días fin de mes',
    CONTR: 'Contra reembolso',
  },
  errors: {
    unknownType: 'Esta lista no existe',
    unknownEntry: 'Esta entrada no está en la lista',
  },
};
