import { largeAccounts } from './accounts';
import { largeAppliances } from './appliances';
import { largeClients } from './clients';
import { largeInvoices } from './invoices';
import { largeMaterials } from './materials';
import { largeOutbox } from './outbox';
import { largeSales } from './sales';
import { largeShipments } from './shipments';
import { largeSigning } from './signing';
import type { LargeStep } from './types';

/** The large data set's steps, in order: each domain adds one line. */
export const LARGE_STEPS: LargeStep[] = [
  largeAccounts,
  largeClients,
  largeSigning,
  largeOutbox,
  largeMaterials,
  largeShipments,
  largeSales,
  largeInvoices,
  largeAppliances,
];
