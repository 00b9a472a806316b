import {
  LIMITS,
  orderByOptionSchema,
  PREPARATION_ORDERS,
  pageParamSchema,
  preparationDetailSchema,
  preparationListQuerySchema,
  preparationOutputQuerySchema,
  STAFF,
  shipmentNumber,
  shipmentRowSchema,
  shippingDestinationSchema,
  shippingToQuerySchema,
  successEnvelope,
  tableListSchema,
  waitingAgencySchema,
  waitingClientSchema,
  waitingClientsQuerySchema,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { contentDisposition, downloadName } from '../../lib/file-names';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { listToSend, shipmentLines } from '../materials/index';
import { findAgency } from '../sales/index';
import { toShipmentDetail, toShipmentRow, toToSendRow } from './mappers';
import { renderPackingListPdf, renderPackingListXlsx } from './packing-list';
import { findShipment, listShipments, waitingAgencies, waitingClients } from './repository';
import { changeable, shippingDestinations } from './service';

const ALL = { kind: 'all' } as const;

const PREPARATION_COLUMNS = [
  ['number', 'shipments.columns.number'],
  ['created_at', 'shipments.columns.created_at'],
  ['client', 'shipments.columns.client'],
  ['agency', 'shipments.columns.agency'],
  ['recipient', 'shipments.columns.recipient'],
  ['city', 'shipments.columns.city'],
  ['pieces', 'shipments.columns.pieces'],
] as const;

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The preparation screen (spec §7 "Shipping", staff only): who has accepted requests waiting,
 * where a shipment can go, the preparations list and one preparation with its packing list.
 * Preparing, changing, grouping and deleting are in `routes.ts`.
 */
const preparationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invio/get-agencies',
    {
      config: { roles: STAFF },
      schema: { tags: ['shipments'], response: { 200: successEnvelope(z.array(waitingAgencySchema)) } },
    },
    async () => ok(await waitingAgencies(app.db)),
  );

  app.get(
    '/invio/get-clients/:agency',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        params: z.object({ agency: idParamsSchema.shape.id }),
        querystring: waitingClientsQuerySchema,
        response: { 200: successEnvelope(z.array(waitingClientSchema)) },
      },
    },
    async (request) => {
      if (!(await findAgency(app.db, request.params.agency))) throw notFound();
      return ok(await waitingClients(app.db, request.params.agency, request.query.q));
    },
  );

  // The client's own address first, then the places its earlier shipments went to.
  app.get(
    '/invio/shipping-to',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        querystring: shippingToQuerySchema,
        response: { 200: successEnvelope(z.array(shippingDestinationSchema)) },
      },
    },
    async (request) => ok(await shippingDestinations(app.db, request.query.client, request.lang)),
  );

  app.get(
    '/invio/get-order-by',
    {
      config: { roles: STAFF },
      schema: { tags: ['shipments'], response: { 200: successEnvelope(z.array(orderByOptionSchema)) } },
    },
    async (request) => ok(PREPARATION_ORDERS.map((key) => ({ key, label: request.t(`shipments.orderBy.${key}`) }))),
  );

  // The preparations: shipments still to be sent, rows as `spedizioni/{page}`.
  app.get(
    '/invii/:page',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        params: z.object({ page: pageParamSchema }),
        querystring: preparationListQuerySchema.omit({ page: true }),
        response: { 200: successEnvelope(tableListSchema(shipmentRowSchema)) },
      },
    },
    async (request) => {
      const { 'order-by': orderBy, ...filters } = request.query;
      const paging = { ...filters, page: request.params.page };
      const result = await listShipments(app.db, ALL, { ...paging, status: 'to_send', orderBy });
      const rows = result.rows.map((r) => toShipmentRow(request.t.bind(request), r));
      return ok(tableList(request, PREPARATION_COLUMNS, { ...result, rows }, paging));
    },
  );

  // One preparation with its requests; `?output=pdf|xlsx` answers its packing list as a file.
  app.get(
    '/invio/session/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        params: idParamsSchema,
        querystring: preparationOutputQuerySchema,
        response: { 200: successEnvelope(preparationDetailSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const shipment = await findShipment(app.db, ALL, request.params.id);
      if (!shipment) throw notFound();
      const lines = await shipmentLines(app.db, request.lang, shipment.id);
      const { output } = request.query;
      if (output) {
        const now = new Date();
        const file =
          output === 'pdf'
            ? await renderPackingListPdf(shipment, lines, request.lang, now)
            : await renderPackingListXlsx(shipment, lines, request.lang, now);
        const name = downloadName(request.lang, {
          document: 'shipments.packingList.fileName',
          subject: shipmentNumber(shipment.id),
          extension: output,
        });
        // A file is sent as it is: the response schema describes the JSON form only.
        const download: FastifyReply = reply;
        return download.type(CONTENT_TYPES[output]).header('content-disposition', contentDisposition(name)).send(file);
      }
      const open = changeable(shipment.status);
      const waiting = open
        ? (
            await listToSend(app.db, request.lang, undefined, {
              client: shipment.client_id,
              page: 1,
              pageSize: LIMITS.pageSizeMax,
            })
          ).rows.map(toToSendRow)
        : [];
      return ok({
        ...toShipmentDetail(request.t.bind(request), user.userType, shipment, lines),
        changeable: open,
        waiting,
      });
    },
  );
};

export default preparationRoutes;
