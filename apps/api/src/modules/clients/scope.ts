import { isStaff, USER_TYPE } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';

/** Whose clients a user sees: staff all of them, an agent their agency's (PRODUCT.md §2). */
export type Scope = { kind: 'all' } | { kind: 'agency'; agencyId: number };

export function scopeOf(user: AuthUser): Scope {
  if (isStaff(user.userType)) return { kind: 'all' };
  // An agent without an agency sees nothing: agency id 0 matches no row.
  if (user.userType === USER_TYPE.agent) return { kind: 'agency', agencyId: user.agencyId ?? 0 };
  throw forbidden();
}

/** The SQL condition on `clients` (aliased `c`) for a scope. */
export function scopeCondition(scope: Scope): SQL {
  return scope.kind === 'all' ? sql`true` : sql`c.agency_id = ${scope.agencyId}`;
}

export const actorOf = (user: AuthUser) => (isStaff(user.userType) ? ('staff' as const) : ('agent' as const));
