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
import { message, ok } from '../../lib/envelope';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { iso } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { listUsers } from './repository';
import { setUserDisabled } from './service';

const COLUMNS = [
  ['username', 'users.columns.username'],
  ['name', 'users.columns.name'],
  ['email', 'users.columns.email'],
  ['userType', 'users.columns.userType'],
  ['agency', 'users.columns.agency'],
  ['customer', 'users.columns.customer'],
  ['last_login_at', 'users.columns.lastLogin'],
  ['disabled', 'users.columns.status'],
] as const;

/** User management is the admin's alone (PRODUCT.md §2). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: [USER_TYPE.admin] } as const;

  app.get(
    '/admin/users',
    {
      config: { ...config, cached: true },
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
      return ok(tableList(request, COLUMNS, { rows, total: result.total, capped: result.capped }, request.query));
    },
  );

  app.put(
    '/admin/users/:id/disabled',
    {
      config,
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: setUserDisabledSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      const { disabled } = request.body;
      await setUserDisabled(app.db, { id: currentUser(request).id, ip: request.ip }, request.params.id, disabled);
      return message(request.t(disabled ? 'users.success.disabled' : 'users.success.enabled'));
    },
  );
};

export default userRoutes;
