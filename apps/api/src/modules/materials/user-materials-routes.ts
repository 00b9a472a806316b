import {
  pageParamSchema,
  requestCreatedSchema,
  STAFF,
  saveRequestMassivaSchema,
  successEnvelope,
  tableListSchema,
  USER_TYPE,
  userMaterialListQuerySchema,
  userMaterialRowSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { idSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { scopeOf } from '../clients/index';
import { agencyMaterials } from './agency-materials';
import { toRequestLines, toUserMaterialRow } from './mappers';
import { createRequests } from './service';

const staffAndAgents = [...STAFF, USER_TYPE.agent];

const USER_MATERIAL_COLUMNS = [
  ['image', 'materials.columns.image'],
  ['product_code', 'materials.columns.product_code'],
  ['name', 'materials.columns.name'],
  ['family', 'materials.columns.family'],
  ['requested', 'materials.columns.quantity'],
  ['accepted', 'materials.columns.accepted_quantity'],
  ['pending', 'materials.columns.awaiting_decision'],
  ['to_ship', 'materials.columns.to_ship'],
  ['delivered', 'materials.columns.delivered'],
  ['last_shipped_at', 'materials.columns.last_shipped_at'],
] as const;

/**
 * The agents' side of support materials beyond the catalogue: what an agency asked for and
 * received (`arrex/materiali/{page}/{agency}`, spec §7 "user materials"), and the mass request
 * (`invio/save-request-massiva`, the same service as `invio/save-requests`, always one batch).
 */
const userMaterialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/arrex/materiali/:page/:agency',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['materials'],
        params: z.object({ page: pageParamSchema, agency: idSchema }),
        querystring: userMaterialListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(userMaterialRowSchema)) },
      },
    },
    async (request) => {
      const paging = { ...request.query, page: request.params.page };
      const user = currentUser(request);
      const result = await agencyMaterials(app.db, user, request.params.agency, paging, request.lang);
      const rows = result.rows.map((r) => toUserMaterialRow(request.lang, r));
      return ok(tableList(request, USER_MATERIAL_COLUMNS, { ...result, rows }, paging));
    },
  );

  app.post(
    '/invio/save-request-massiva',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['materials'],
        body: saveRequestMassivaSchema,
        response: { 200: successEnvelope(requestCreatedSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ids = await createRequests(app, user, scopeOf(user), toRequestLines(request.body.requests), {
        batch: true,
        description: request.body.description,
        ip: request.ip,
      });
      return ok({ ids, message: request.t('materials.success.requestSent') });
    },
  );
};

export default userMaterialRoutes;
