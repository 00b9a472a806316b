import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { agencies, clients, registrationRequests, users } from '../../db/schema/index';
import { cappedCountOf } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import { sortOrder } from '../../lib/sort';

export async function usernameInUse(db: DbOrTx, username: string): Promise<boolean> {
  const taken = await queryRows(
    db,
    sql`
    select 1 from users where lower(username) = lower(${username})
    union all
    select 1 from registration_requests where lower(username) = lower(${username}) and status = 'pending'
    limit 1`,
  );
  return taken.length > 0;
}

/** An account has the address, or (`withPending`) a request still waiting for a decision. */
export async function emailInUse(db: DbOrTx, email: string, withPending = false): Promise<boolean> {
  const pending = withPending
    ? sql`union all select 1 from registration_requests where lower(email) = lower(${email}) and status = 'pending'`
    : sql``;
  const taken = await queryRows(db, sql`select 1 from users where lower(email) = lower(${email}) ${pending} limit 1`);
  return taken.length > 0;
}

/**
 * Serializes registrations until the end of the transaction, so that two simultaneous requests
 * cannot both pass the user-name and e-mail checks. Registrations are rare: one lock is enough.
 */
export async function lockRegistrations(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('registrations'))`);
}

export type ClaimedClient = {
  id: number;
  code: string;
  company_name: string;
  vat_number: string | null;
  agency: string | null;
  city: string | null;
  country: string;
};

/** The live retailer companies with these customer codes: the only ones a registrant may claim. */
export async function retailersByCode(db: DbOrTx, codes: string[]): Promise<ClaimedClient[]> {
  if (codes.length === 0) return [];
  return db
    .select({
      id: clients.id,
      code: sql<string>`${clients.code}`,
      company_name: clients.companyName,
      vat_number: clients.vatNumber,
      agency: agencies.name,
      city: clients.city,
      country: clients.country,
    })
    .from(clients)
    .leftJoin(agencies, eq(agencies.id, clients.agencyId))
    .where(and(inArray(clients.code, codes), eq(clients.kind, 'retailer'), ne(clients.status, 'deleted')));
}

export async function insertRegistration(db: DbOrTx, values: typeof registrationRequests.$inferInsert) {
  const [row] = await db.insert(registrationRequests).values(values).returning({ id: registrationRequests.id });
  return row?.id ?? 0;
}

const REGISTRATION_SORT = {
  created_at: registrationRequests.createdAt,
  username: registrationRequests.username,
  email: registrationRequests.email,
  status: registrationRequests.status,
  user_type: registrationRequests.kind,
  company_name: sql`coalesce(${registrationRequests.data}->>'company_name', ${registrationRequests.data}->>'magazine')`,
  name: sql`${registrationRequests.data}->>'surname'`,
  country: sql`${registrationRequests.data}->>'country'`,
};

export async function listRegistrations(
  db: DbOrTx,
  filter: {
    status?: 'pending' | 'approved' | 'rejected';
    q?: string;
    sort?: string;
    order?: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
) {
  const like = filter.q ? containsPattern(filter.q) : undefined;
  const where = and(
    filter.status ? eq(registrationRequests.status, filter.status) : undefined,
    like
      ? sql`(${registrationRequests.username} ilike ${like} or ${registrationRequests.email} ilike ${like} or ${registrationRequests.data}->>'company_name' ilike ${like} or ${registrationRequests.data}->>'magazine' ilike ${like})`
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(registrationRequests)
      .where(where)
      .orderBy(
        ...sortOrder(
          REGISTRATION_SORT,
          filter.sort,
          filter.order ?? 'asc',
          sql`${registrationRequests.createdAt} desc, ${registrationRequests.id} desc`,
        ),
      )
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    cappedCountOf(db, registrationRequests, where),
  ]);
  return { rows, total: total.total, capped: total.capped };
}

/** Moves a pending request to its decision; only one concurrent decision can win. */
export async function decideRegistration(
  db: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; reason?: string },
) {
  const [row] = await db
    .update(registrationRequests)
    .set({ status: decision.status, decidedBy: decision.decidedBy, reason: decision.reason, decidedAt: sql`now()` })
    .where(and(eq(registrationRequests.id, id), eq(registrationRequests.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findRegistration(db: DbOrTx, id: number) {
  const [row] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, id)).limit(1);
  return row ?? null;
}

export async function linkRegistrationUser(db: DbOrTx, id: number, userId: number) {
  await db.update(registrationRequests).set({ userId }).where(eq(registrationRequests.id, id));
}

export async function adminRecipients(db: DbOrTx) {
  return db
    .select({
      email: users.email,
      name: sql<string>`trim(${users.name} || ' ' || ${users.surname})`,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.userType, 1), sql`${users.disabledAt} is null`));
}
