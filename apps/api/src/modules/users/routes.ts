import {
  messageResponseSchema,
  setUserDisabledSchema,
  successEnvelope,
  tableListSchema,
  USER_TYPE,
  type UserType,
  userListQuerySchema,
  userRowSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { tableList } from '../../lib/table';
import { iso } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { revokeUserSessions } from '../auth/session-repository';
import { listUsers, setDisabled } from './repository';

const COLUMNS = [
  ['username', 'columns.username'],
  ['name', 'columns.name'],
  ['email', 'columns.email'],
  ['userType', 'columns.userType'],
  ['agency', 'columns.agency'],
  ['customer', 'columns.customer'],
  ['last_login_at', 'columns.lastLogin'],
  ['disabled', 'columns.status'],
] as const;

/** User management is the admin's alone (PRODUCT.md §2). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: [USER_TYPE.admin] } as const;

  app.get(
    '/admin/users',
    {
      config,
      schema: {
        tags: ['admin'],
        querystring: userListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(userRowSchema)) },
      },
    },
    async (request) => {
      const result = await listUsers(app.db, request.query);
      const rows = result.rows.map((u) => ({
        id: u.id,
        username: u.username,
        name: u.name,
        surname: u.surname,
        email: u.email,
        userType: u.userType as UserType,
        agency: u.agency,
        customer: u.customer,
        language: u.language,
        disabled: u.disabledAt !== null,
        created_at: u.createdAt.toISOString(),
        last_login_at: iso(u.lastLoginAt),
      }));
      return ok(tableList(request, COLUMNS, { rows, total: result.total }, request.query));
    },
  );

  app.put(
    '/admin/users/:id/disabled',
    {
      config,
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: setUserDisabledSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { id } = request.params;
      const { disabled } = request.body;
      if (id === actor.id && disabled) throw badRequest('errors.cannotDisableSelf');
      await app.db.transaction(async (tx) => {
        if (!(await setDisabled(tx, id, disabled))) throw notFound();
        if (disabled) await revokeUserSessions(tx, id);
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: disabled ? 'user.disabled' : 'user.enabled',
          entity: 'user',
          entityId: id,
          ip: request.ip,
        });
      });
      return message(request.t(disabled ? 'success.userDisabled' : 'success.userEnabled'));
    },
  );
};

export default userRoutes;
