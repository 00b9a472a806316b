import type { UserType } from '@portal/contracts';
import fp from 'fastify-plugin';
import { sha256 } from '../lib/crypto';
import { AppError } from '../lib/errors';
import { SessionCache } from '../lib/session-cache';
import { type AuthUser, findSessionUser } from '../modules/auth/session-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `public`: no token needed (a token, if valid, is still read). Default: signed-in users. */
    auth?: 'public';
    /** userTypes allowed; default every signed-in user. */
    roles?: readonly UserType[];
    /**
     * A write that cannot change any session, user or agency (a material request decided): it
     * leaves the cached sessions, which every other write forgets.
     */
    keepsSessions?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export type { AuthUser };

/**
 * The one auth guard: resolves the `access-token` header before the body is read, then
 * refuses what the route's config does not allow. A missing, unknown, expired or revoked
 * token on a protected route is 401 "Session expired".
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    const sessions = new SessionCache<AuthUser>(app.config.sessionCacheMs);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const header = request.headers['access-token'];
      const token = Array.isArray(header) ? header[0] : header;
      if (token && token.length <= 200) {
        const hash = sha256(token);
        request.user = await sessions.get(hash, () => findSessionUser(app.db, hash));
      }
      if (config.auth === 'public') return;
      if (!request.user) throw new AppError(401, 'errors.sessionExpired');
      if (config.roles && !config.roles.includes(request.user.userType)) throw new AppError(403, 'errors.forbidden');
    });
    // Any call that may write (logout, a password, a user disabled or moved) forgets every
    // cached session before its answer leaves, so the caller's next call reads them again; a route
    // whose writes cannot touch a session says so (`keepsSessions`).
    app.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.keepsSessions) return;
      sessions.clear();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

export function currentUser(request: { user: AuthUser | null }): AuthUser {
  if (!request.user) throw new AppError(401, 'errors.sessionExpired');
  return request.user;
}
