import {
  adhesionListSchema,
  adhesionParamsSchema,
  adhesionStartedSchema,
  adhesionSubmitSchema,
  STAFF,
  successEnvelope,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { idParamsSchema } from '../../lib/params';
import { sendXlsx } from '../../lib/xlsx';
import { currentUser } from '../../plugins/auth';
import { type FileRecord, sendFile } from '../files/index';
import {
  exportAdhesions,
  listAdhesions,
  myAdhesionPdf,
  renewAdhesionLink,
  staffAdhesionPdf,
  startAdhesion,
} from './adhesions';

const tags = ['content'];
const EVERYONE = Object.values(USER_TYPE);

const sendPdf = (request: FastifyRequest, reply: FastifyReply, pdf: { file: FileRecord; fileName: string }) =>
  sendFile(request, reply, request.server.storage, pdf.file, {
    disposition: 'attachment',
    name: pdf.fileName,
    cacheControl: 'private, no-store',
  });

/**
 * A promotion's adhesions (issue 31 point 2): a customer adheres and signs (the signing engine's
 * public page, by the token answered here), downloads their signed copy; staff list and export.
 * Everyone else is refused (403); a promotion the customer does not see is missing (404).
 */
export function adhesionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/content/item/:id/adhesion',
    {
      config: { roles: EVERYONE },
      schema: {
        tags,
        params: idParamsSchema,
        body: adhesionSubmitSchema,
        response: { 200: successEnvelope(adhesionStartedSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const made = await startAdhesion(app, user, request.params.id, request.body.values, request.lang, request.ip);
      return ok({ ...made, message: request.t('content.adhesion.success.started') });
    },
  );

  r.post(
    '/content/item/:id/adhesion/link',
    {
      config: { roles: EVERYONE },
      schema: { tags, params: idParamsSchema, response: { 200: successEnvelope(adhesionStartedSchema) } },
    },
    async (request) => {
      const made = await renewAdhesionLink(app, currentUser(request), request.params.id, request.lang);
      return ok({ ...made, message: request.t('content.adhesion.success.started') });
    },
  );

  r.get(
    '/content/item/:id/adhesion/pdf',
    { config: { roles: EVERYONE }, schema: { tags, params: idParamsSchema } },
    async (request, reply) =>
      sendPdf(request, reply, await myAdhesionPdf(app, currentUser(request), request.params.id, request.lang)),
  );

  r.get(
    '/content/item/:id/adhesions',
    {
      config: { roles: STAFF },
      schema: { tags, params: idParamsSchema, response: { 200: successEnvelope(adhesionListSchema) } },
    },
    async (request) => ok({ rows: await listAdhesions(app.db, request.params.id, request.lang) }),
  );

  r.get(
    '/content/item/:id/adhesions/export',
    { config: { roles: STAFF }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const stream = await exportAdhesions(app.db, request.params.id, request.lang);
      return sendXlsx(reply, request.lang, { document: 'content.adhesion.fileName', at: new Date() }, stream);
    },
  );

  r.get(
    '/content/adhesions/:adhesionId/pdf',
    { config: { roles: STAFF }, schema: { tags, params: adhesionParamsSchema } },
    async (request, reply) =>
      sendPdf(request, reply, await staffAdhesionPdf(app, request.params.adhesionId, request.lang)),
  );
}
