import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index';
import { agencies, clients, users } from '../../db/schema/index';
import { cappedCountOf } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import { sortOrder } from '../../lib/sort';

const SORTABLE = {
  username: users.username,
  name: users.surname,
  email: users.email,
  userType: users.userType,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
} as const;

export type UserFilter = {
  q?: string;
  userType?: number;
  disabled?: 'true' | 'false';
  sort?: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export async function listUsers(db: DbOrTx, f: UserFilter) {
  const like = f.q ? containsPattern(f.q) : undefined;
  const where = and(
    like
      ? sql`(${users.username} ilike ${like} or ${users.email} ilike ${like} or ${users.name} ilike ${like} or ${users.surname} ilike ${like})`
      : undefined,
    f.userType ? eq(users.userType, f.userType) : undefined,
    f.disabled === 'true' ? isNotNull(users.disabledAt) : f.disabled === 'false' ? isNull(users.disabledAt) : undefined,
  );
  const order = sortOrder(SORTABLE, f.sort ?? 'username', f.order, sql`${users.id} asc`);
  // The page's users first, then the agency and client of those 20 only (not of every user).
  const page = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        surname: users.surname,
        email: users.email,
        userType: users.userType,
        agency: agencies.name,
        customer: clients.companyName,
        language: users.language,
        disabledAt: users.disabledAt,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .leftJoin(clients, eq(clients.id, users.clientId))
      .orderBy(...order),
    cappedCountOf(db, users, where),
  ]);
  return { rows, total: total.total, capped: total.capped };
}

export async function setDisabled(db: DbOrTx, id: number, disabled: boolean) {
  const [row] = await db
    .update(users)
    .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row ?? null;
}
