import { agencies } from './agencies/index';
import { auth } from './auth/index';
import { clients } from './clients/index';
import { dashboard } from './dashboard/index';
import { generic } from './generic/index';
import { imports } from './imports/index';
import { invoices } from './invoices/index';
import { materials } from './materials/index';
import { outbox } from './outbox/index';
import { registrations } from './registrations/index';
import { registryLookups } from './registry-lookups/index';
import { sales } from './sales/index';
import { sheets } from './sheets/index';
import { shipments } from './shipments/index';
import { signing } from './signing/index';
import { system } from './system/index';
import type { DomainModule } from './types';
import { users } from './users/index';

/** Every module with routes (its folder's index.ts says which, and under which version): one line each. */
export const MODULES: readonly DomainModule[] = [
  system,
  auth,
  registrations,
  users,
  outbox,
  generic,
  agencies,
  clients,
  sheets,
  registryLookups,
  dashboard,
  signing,
  materials,
  shipments,
  imports,
  sales,
  invoices,
];
