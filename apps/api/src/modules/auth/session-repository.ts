import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index';
import { agencies, clients, sessions, users } from '../../db/schema/index';

/** What a valid access token resolves to: the user with what the session answer needs. */
export type AuthUser = {
  id: number;
  sessionId: number;
  userType: 1 | 2 | 3 | 4;
  username: string;
  name: string;
  surname: string;
  email: string;
  language: string;
  agencyId: number | null;
  agencyName: string | null;
  clientId: number | null;
  clientName: string | null;
  clientCode: string | null;
  clientKind: string | null;
};

const authUserColumns = {
  id: users.id,
  userType: users.userType,
  username: users.username,
  name: users.name,
  surname: users.surname,
  email: users.email,
  language: users.language,
  agencyId: users.agencyId,
  agencyName: agencies.name,
  clientId: users.clientId,
  clientName: clients.companyName,
  clientCode: clients.code,
  clientKind: clients.kind,
};

function sessionUserQuery(db: DbOrTx) {
  return db
    .select({ ...authUserColumns, sessionId: sessions.id, sessionExpiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('find_session_user');
}

/**
 * Built once per database: every request with a token runs it, so neither Drizzle nor
 * PostgreSQL (a named statement, planned once per connection) does the work again.
 */
const preparedByDb = new WeakMap<object, ReturnType<typeof sessionUserQuery>>();

/** One indexed query: token hash to live session to enabled user, with the session's expiry. */
export async function findSessionUser(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ value: AuthUser | null; expiresAt?: Date }> {
  let query = preparedByDb.get(db);
  if (!query) {
    query = sessionUserQuery(db);
    preparedByDb.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return { value: null };
  const { sessionExpiresAt, ...user } = row;
  return {
    value: { ...user, userType: user.userType as AuthUser['userType'] } as AuthUser,
    expiresAt: sessionExpiresAt,
  };
}

export async function findAuthUserById(db: DbOrTx, userId: number): Promise<Omit<AuthUser, 'sessionId'> | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, userType: row.userType as AuthUser['userType'] } : null;
}

export async function createSession(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date; ip: string; userAgent: string | null },
) {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : sql`${sessions.id} <> ${exceptSessionId}`,
      ),
    );
}
