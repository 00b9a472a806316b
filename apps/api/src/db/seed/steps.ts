import { demoAccounts } from './accounts';
import { demoAppliances } from './appliances';
import { demoClientPlaces } from './clients';
import { demoInvoices } from './invoices';
import { demoMaterials } from './materials';
import { demoSales } from './sales';
import { demoSheets } from './sheets';
import { demoShipments } from './shipments';
import type { DemoStep } from './types';

/** The demo data's steps, in order: each domain adds one line. */
export const DEMO_STEPS: DemoStep[] = [
  demoAccounts,
  demoSheets,
  demoClientPlaces,
  demoMaterials,
  demoShipments,
  demoSales,
  demoInvoices,
  demoAppliances,
];
