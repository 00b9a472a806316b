import type { ImportKind } from '@portal/contracts';
import { appliancesKind } from './appliances';
import { invoicesKind } from './invoices';
import { readyStockKind } from './ready-stock';
import { salesKind } from './sales';
import type { ImportKindHandler } from './types';

/** Every kind of import, one file each. */
export const IMPORT_HANDLERS: Record<ImportKind, ImportKindHandler> = {
  sales: salesKind,
  appliances: appliancesKind,
  'ready-stock': readyStockKind,
  invoices: invoicesKind,
};
