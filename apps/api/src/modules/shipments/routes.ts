import {
  createdResponseSchema,
  groupShippingSchema,
  internalNoteSchema,
  messageResponseSchema,
  pageParamSchema,
  preparationInputSchema,
  preparationRequestsSchema,
  SHIPMENT_STATUSES,
  STAFF,
  shipmentDetailSchema,
  shipmentListQuerySchema,
  shipmentNotesSchema,
  shipmentNumber,
  shipmentParcelsSchema,
  shipmentRowSchema,
  shipmentStatusInputSchema,
  successEnvelope,
  tableListSchema,
  toSendQuerySchema,
  toSendRowSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { contentDisposition, downloadName } from '../../lib/file-names';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { currentUser } from '../../plugins/auth';
import { scopeOf } from '../clients/index';
import { listToSend, shipmentLines } from '../materials/index';
import { renderLabels } from './labels';
import { toShipmentDetail, toShipmentRow, toToSendRow } from './mappers';
import { findShipment, listShipments } from './repository';
import {
  changeStatus,
  correctParcels,
  deletePreparation,
  groupPreparations,
  prepare,
  saveNote,
  setPreparationRequests,
} from './service';

const staffAndAgents = [...STAFF, USER_TYPE.agent];
const pageParams = z.object({ page: pageParamSchema });
const idResponse = successEnvelope(createdResponseSchema);

const SHIPMENT_COLUMNS = [
  ['number', 'shipments.columns.number'],
  ['created_at', 'shipments.columns.created_at'],
  ['client', 'shipments.columns.client'],
  ['agency', 'shipments.columns.agency'],
  ['recipient', 'shipments.columns.recipient'],
  ['pieces', 'shipments.columns.pieces'],
  ['parcels', 'shipments.columns.parcels'],
  ['waybill', 'shipments.columns.waybill'],
  ['status', 'shipments.columns.status'],
] as const;

/** The archive (shipped only): the day each left instead of a state they all share. */
const ARCHIVE_COLUMNS = SHIPMENT_COLUMNS.map(([key, label]) =>
  key === 'status' ? (['shipped_at', 'shipments.columns.shipped_at'] as const) : ([key, label] as const),
);

const TO_SEND_COLUMNS = [
  ['decided_at', 'shipments.columns.decided_at'],
  ['product_code', 'shipments.columns.product_code'],
  ['material', 'shipments.columns.material'],
  ['client', 'shipments.columns.client'],
  ['agency', 'shipments.columns.agency'],
  ['quantity', 'shipments.columns.quantity'],
] as const;

/**
 * Preparations and shipments (spec §7 "Shipping"): staff prepare, confirm, label and ship; an
 * agent reads their agency's shipments (shipping notes, never the internal note).
 */
const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // "To be sent": accepted requests waiting for a preparation.
  app.get(
    '/invio/:page',
    {
      config: { roles: STAFF, cached: true },
      schema: {
        tags: ['shipments'],
        params: pageParams,
        querystring: toSendQuerySchema.omit({ page: true }),
        response: { 200: successEnvelope(tableListSchema(toSendRowSchema)) },
      },
    },
    async (request) => {
      const paging = { ...request.query, page: request.params.page };
      const result = await listToSend(app.db, request.lang, undefined, paging);
      const rows = result.rows.map(toToSendRow);
      return ok(tableList(request, TO_SEND_COLUMNS, { ...result, rows }, paging));
    },
  );

  app.post(
    '/invio/session',
    {
      config: { roles: STAFF },
      schema: { tags: ['shipments'], body: preparationInputSchema, response: { 200: idResponse } },
    },
    async (request) => {
      const id = await prepare(app, currentUser(request), request.body, request.ip);
      return ok({ id, message: request.t('shipments.success.prepared') });
    },
  );

  app.put(
    '/invio/session/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        params: idParamsSchema,
        body: preparationRequestsSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await setPreparationRequests(app, currentUser(request), request.params.id, request.body.requests, request.ip);
      return message(request.t('shipments.success.saved'));
    },
  );

  // The spec names three deletes of a preparation; `invio/{id}` is the same as the other two.
  for (const path of ['/invio/session/:id', '/invii/:id', '/invio/:id']) {
    app.delete(
      path,
      {
        config: { roles: STAFF },
        schema: {
          tags: ['shipments'],
          params: idParamsSchema,
          response: { 200: successEnvelope(messageResponseSchema) },
        },
      },
      async (request) => {
        await deletePreparation(app, currentUser(request), request.params.id, request.ip);
        return message(request.t('shipments.success.deleted'));
      },
    );
  }

  app.post(
    '/invio/group-shipping',
    {
      config: { roles: STAFF },
      schema: { tags: ['shipments'], body: groupShippingSchema, response: { 200: idResponse } },
    },
    async (request) => {
      const id = await groupPreparations(app, currentUser(request), request.body.orders_id, request.ip);
      return ok({ id, message: request.t('shipments.success.grouped') });
    },
  );

  app.post(
    '/invio/shipping-notes/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        params: idParamsSchema,
        body: shipmentNotesSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await saveNote(app, currentUser(request), request.params.id, 'notes', request.body.notes, request.ip);
      return message(request.t('shipments.success.notes'));
    },
  );

  app.get(
    '/spedizioni/:page',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: {
        tags: ['shipments'],
        params: pageParams,
        querystring: shipmentListQuerySchema.omit({ page: true }),
        response: { 200: successEnvelope(tableListSchema(shipmentRowSchema)) },
      },
    },
    async (request) => {
      const paging = { ...request.query, page: request.params.page };
      const scope = scopeOf(currentUser(request));
      const result = await listShipments(app.db, scope, paging);
      const rows = result.rows.map((r) => toShipmentRow(request.t.bind(request), r));
      const shown = request.query.shipped === 'true' ? ARCHIVE_COLUMNS : SHIPMENT_COLUMNS;
      const columns = scope.kind === 'agency' ? shown.filter(([k]) => k !== 'agency') : shown;
      return ok(tableList(request, columns, { ...result, rows }, paging));
    },
  );

  app.get(
    '/spedizioni/details/:id',
    {
      config: { roles: staffAndAgents },
      schema: { tags: ['shipments'], params: idParamsSchema, response: { 200: successEnvelope(shipmentDetailSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      const shipment = await findShipment(app.db, scopeOf(user), request.params.id);
      if (!shipment) throw notFound();
      const lines = await shipmentLines(app.db, request.lang, shipment.id);
      return ok(toShipmentDetail(request.t.bind(request), user.userType, shipment, lines));
    },
  );

  // Parcels and waybill corrected by staff, from confirming until the shipment leaves.
  app.put(
    '/spedizioni/details/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        params: idParamsSchema,
        body: shipmentParcelsSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await correctParcels(app, currentUser(request), request.params.id, request.body, request.ip);
      return message(request.t('shipments.success.parcels'));
    },
  );

  app.get(
    '/spedizioni/internal-note/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ note: z.string() })) },
      },
    },
    async (request) => {
      const shipment = await findShipment(app.db, { kind: 'all' }, request.params.id);
      if (!shipment) throw notFound();
      return ok({ note: shipment.internal_note ?? '' });
    },
  );

  app.post(
    '/spedizioni/internal-note/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        params: idParamsSchema,
        body: internalNoteSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await saveNote(app, currentUser(request), request.params.id, 'internal', request.body.note, request.ip);
      return message(request.t('shipments.success.notes'));
    },
  );

  // The shipment's labels as one PDF (a parcel per page), for staff; JSON envelope on failure.
  app.get(
    '/spedizioni/:id/labels',
    { config: { roles: STAFF }, schema: { tags: ['shipments'], params: idParamsSchema } },
    async (request, reply) => {
      const shipment = await findShipment(app.db, { kind: 'all' }, request.params.id);
      if (!shipment) throw notFound();
      if (shipment.status === 'to_send' || !shipment.parcels) throw new AppError(409, 'shipments.errors.noLabels');
      const pdf = await renderLabels(shipment, request.lang);
      const name = downloadName(request.lang, {
        document: 'shipments.label.fileName',
        subject: shipmentNumber(shipment.id),
        extension: 'pdf',
      });
      return reply.type('application/pdf').header('content-disposition', contentDisposition(name)).send(pdf);
    },
  );

  app.post(
    '/spedizioni/:id/:status',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['shipments'],
        params: z.object({ id: idParamsSchema.shape.id, status: z.enum(SHIPMENT_STATUSES) }),
        // A move with nothing to add may come with no body at all.
        body: z.preprocess((v) => v ?? {}, shipmentStatusInputSchema),
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      const { id, status } = request.params;
      await changeStatus(app, currentUser(request), id, status, request.body, request.ip, request.lang);
      return message(
        request.t('shipments.success.status', { status: request.t(`shipments.status.${status}`).toLowerCase() }),
      );
    },
  );
};

export default shipmentRoutes;
