import type { ImportKind } from '@portal/contracts';
import { salesKind } from './sales';
import type { ImportKindHandler } from './types';

/** Every kind of import, one file each: invoices, the price list and the ready stock add theirs here. */
export const IMPORT_HANDLERS: Record<ImportKind, ImportKindHandler> = {
  sales: salesKind,
};
