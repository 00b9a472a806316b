import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index';
import { users, userTokens } from '../../db/schema/index';

export async function findUserByUsername(db: DbOrTx, username: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findActiveUsersByEmail(db: DbOrTx, email: string) {
  return db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.disabledAt)));
}

export async function setPassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function touchLastLogin(db: DbOrTx, userId: number) {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

export async function setLanguage(db: DbOrTx, userId: number, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function createUserToken(
  db: DbOrTx,
  values: { userId: number; purpose: 'reset' | 'activate'; tokenHash: string; expiresAt: Date },
) {
  await db.insert(userTokens).values(values);
}

/** Marks a live link used and returns it; a used, expired or unknown link returns null. Atomic. */
export async function consumeUserToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}

export async function findLiveUserToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ purpose: userTokens.purpose, username: users.username })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/** Every other open link of the user stops working once one is used. */
export async function expireUserTokens(db: DbOrTx, userId: number) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
}
