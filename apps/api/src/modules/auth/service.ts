import type { ChangePasswordRequest, Language, LoginRequest, ResetPasswordRequest } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, badRequest } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/index';
import { toSessionUser } from './mapping';
import {
  consumeUserToken,
  expireUserTokens,
  findActiveUsersByEmail,
  findUserById,
  findUserByUsername,
  setPassword,
  touchLastLogin,
} from './repository';
import { type AuthUser, createSession, findAuthUserById, revokeUserSessions } from './session-repository';
import { forgetLoginWaits, loginThrottle } from './throttle';
import { issueUserLink } from './tokens';

type Client = { ip: string; userAgent: string | null; lang: Language };

/**
 * Throttled per account and address without locking the account (`throttle.ts`): an address
 * that keeps failing waits longer and longer, while the real user signs in from elsewhere.
 */
export async function login(app: FastifyInstance, body: LoginRequest, client: Client) {
  const { db, config } = app;
  const throttle = loginThrottle(db, config, body.username, client.ip, client.lang);
  await throttle.admit();

  const user = await findUserByUsername(db, body.username);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user?.passwordHash || !valid) {
    await throttle.failed();
    throw new AppError(401, 'auth.errors.invalidCredentials');
  }
  await throttle.succeeded();
  if (user.disabledAt) throw new AppError(403, 'auth.errors.userDisabled');

  const token = randomToken();
  await db.transaction(async (tx) => {
    await createSession(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + config.sessionTtlMs),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    await touchLastLogin(tx, user.id);
    await recordAudit(tx, { actorUserId: user.id, action: 'login', entity: 'user', entityId: user.id, ip: client.ip });
  });
  const authUser = await findAuthUserById(db, user.id);
  if (!authUser) throw new AppError(401, 'auth.errors.invalidCredentials');
  return { token, user: toSessionUser(authUser) };
}

/** The same answer whether or not the address has an account. */
export async function forgotPassword(app: FastifyInstance, email: string) {
  const accounts = await findActiveUsersByEmail(app.db, email);
  if (accounts.length === 0) return;
  await app.db.transaction(async (tx) => {
    for (const user of accounts) {
      const link = await issueUserLink(tx, app.config, user.id, 'reset');
      await app.mailer.enqueue(tx, {
        to: user.email,
        template: 'password-reset',
        language: user.language as Language,
        params: {
          name: user.name,
          username: user.username,
          link,
          minutes: Math.round(app.config.resetTokenTtlMs / 60_000),
        },
      });
    }
  });
}

/** Sets a password from an e-mailed link (reset or first activation). The link works once. */
export async function resetPassword(app: FastifyInstance, body: ResetPasswordRequest, client: Client) {
  // Hashed before the transaction: argon2 takes a while and PGlite runs one transaction at a time.
  const passwordHash = await hashPassword(body.password);
  await app.db.transaction(async (tx) => {
    const link = await consumeUserToken(tx, sha256(body.token));
    if (!link) throw badRequest('auth.errors.invalidLink');
    const user = await findUserById(tx, link.userId);
    if (!user || user.disabledAt) throw badRequest('auth.errors.invalidLink');
    await setPassword(tx, user.id, passwordHash);
    await expireUserTokens(tx, user.id);
    await revokeUserSessions(tx, user.id);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: link.purpose === 'activate' ? 'account.activated' : 'password.reset',
      entity: 'user',
      entityId: user.id,
      ip: client.ip,
    });
    await forgetLoginWaits(tx, user.username);
  });
}

/** Other sessions of the user end; the one that changed the password stays signed in. */
export async function changePassword(
  app: FastifyInstance,
  user: AuthUser,
  body: ChangePasswordRequest,
  client: Client,
) {
  const row = await findUserById(app.db, user.id);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, body.old_password))) {
    throw badRequest('auth.errors.wrongOldPassword');
  }
  if (body.old_password === body.password) throw badRequest('auth.errors.samePassword');
  const passwordHash = await hashPassword(body.password);
  await app.db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, user.sessionId);
    await expireUserTokens(tx, user.id);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'password.changed',
      entity: 'user',
      entityId: user.id,
      ip: client.ip,
    });
  });
}
