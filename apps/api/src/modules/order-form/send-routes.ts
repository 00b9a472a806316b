import { orderFormSavedSchema, successEnvelope, textSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { contentDisposition } from '../../lib/file-names';
import { idParamsSchema } from '../../lib/params';
import { currentUser } from '../../plugins/auth';
import { fileById, sendFile } from '../files/index';
import { orderLinks } from './links';
import { orderPdfName, renderOrderPdf } from './pdf';
import { orderDetail, sendOrder } from './send';
import { orderScopeOf } from './service';
import { OWNER_DOMAIN } from './upload';

/** Spec §7: `order-form/pdf/{id}` answers `response.files[0].url`, where the PDF downloads. */
const pdfFilesSchema = z.object({
  files: z.array(z.object({ name: z.string(), url: z.string() })),
});

/**
 * Sending an order to the order office (`order-form/email/{id}`), its PDF (`order-form/pdf/{id}`
 * and the file it names), and the download links of attachments too big for the e-mail (no
 * account: the signed token is the permission). The same callers and scope as the order's own
 * routes: staff every order, an agent their agency's, a customer its own; another's is a 404.
 */
export const orderFormSendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order-form/email/:id',
    {
      schema: {
        tags: ['order-form'],
        params: idParamsSchema,
        response: { 200: successEnvelope(orderFormSavedSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const sent = await sendOrder(app, request, user, orderScopeOf(user), request.params.id);
      return ok({ ...sent, message: request.t('orderForm.success.sent') });
    },
  );

  app.get(
    '/order-form/pdf/:id',
    {
      schema: {
        tags: ['order-form'],
        params: idParamsSchema,
        response: { 200: successEnvelope(pdfFilesSchema) },
      },
    },
    async (request) => {
      const found = await orderDetail(app.db, orderScopeOf(currentUser(request)), request.params.id, request.lang);
      if (!found) throw notFound();
      return ok({
        files: [
          {
            name: orderPdfName(found.detail, request.lang),
            url: `/${request.lang}/v1.0/order-form/pdf/${found.detail.id}/file`,
          },
        ],
      });
    },
  );

  // The PDF itself, made on request from the order as it is now; the JSON envelope on failure.
  app.get(
    '/order-form/pdf/:id/file',
    { schema: { tags: ['order-form'], params: idParamsSchema } },
    async (request, reply) => {
      const found = await orderDetail(app.db, orderScopeOf(currentUser(request)), request.params.id, request.lang);
      if (!found) throw notFound();
      const pdf = await renderOrderPdf(found.detail, request.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(orderPdfName(found.detail, request.lang)))
        .send(pdf);
    },
  );

  // An attachment too big for the order's e-mail, by the link the e-mail carries.
  app.get(
    '/order-form/link/:token',
    {
      config: { auth: 'public' },
      schema: { tags: ['order-form'], params: z.object({ token: textSchema().max(200) }) },
    },
    async (request, reply) => {
      const check = orderLinks.read(await orderLinks.secret(app), request.params.token);
      if (!check.ok && check.reason === 'expired') throw new AppError(410, 'orderForm.mail.linkExpired');
      if (!check.ok) throw new AppError(404, 'orderForm.mail.linkNotFound');
      const file = await fileById(app.db, check.fileId);
      // An attachment of an order (its owner key the order's id), still there.
      if (!file || file.ownerDomain !== OWNER_DOMAIN || !/^\d+$/.test(file.ownerKey) || file.variantOf) {
        throw new AppError(404, 'orderForm.mail.linkNotFound');
      }
      return sendFile(request, reply, app.storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  );
};
