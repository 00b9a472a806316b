import { isStaff, USER_TYPE } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';

/** Whose invoices a user sees (PRODUCT.md §2): staff all, an agent their agency's, a customer its own. */
export type InvoiceScope =
  | { kind: 'all' }
  | { kind: 'agency'; agencyId: number }
  | { kind: 'client'; clientId: number };

export function invoiceScopeOf(user: AuthUser): InvoiceScope {
  if (isStaff(user.userType)) return { kind: 'all' };
  // Without an agency or a company, id 0 matches nothing.
  if (user.userType === USER_TYPE.agent) return { kind: 'agency', agencyId: user.agencyId ?? 0 };
  // Press customers read only the news (PRODUCT.md §2).
  if (user.userType === USER_TYPE.customer && user.clientKind !== 'press') {
    return { kind: 'client', clientId: user.clientId ?? 0 };
  }
  throw forbidden();
}

/**
 * The condition on `invoices` (aliased `i`) for a scope. An agent's are the invoices of the
 * agency's clients (PRODUCT.md §2): filed under the agency (its index walks them newest first)
 * and of a client that belongs to it now, so a line filed under another agency than its client's
 * (the sales import refuses them, a moved client takes its lines along) shows to no agent.
 */
export function invoiceScopeCondition(scope: InvoiceScope): SQL {
  if (scope.kind === 'agency') {
    return sql`i.agency_id = ${scope.agencyId}
      and i.client_id in (select own.id from clients own where own.agency_id = ${scope.agencyId})`;
  }
  if (scope.kind === 'client') return sql`i.client_id = ${scope.clientId}`;
  return sql`true`;
}
