import {
  clientMaterialListQuerySchema,
  clientMaterialRowSchema,
  createdResponseSchema,
  deliveryRequestSchema,
  massRequestSchema,
  materialDetailSchema,
  materialFamilySchema,
  materialFlagsSchema,
  materialInputSchema,
  materialListQuerySchema,
  materialLoadInputSchema,
  materialPrintSchema,
  materialRowSchema,
  messageResponseSchema,
  pageParamSchema,
  requestCreatedSchema,
  requestQuantitySchema,
  STAFF,
  successEnvelope,
  tableListSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { tableList } from '../../lib/table';
import { sendXlsx } from '../../lib/xlsx';
import { currentUser } from '../../plugins/auth';
import { scopeOf } from '../clients/index';
import { streamMaterialsXlsx } from './export';
import imageRoutes from './images';
import { toMaterialDetail, toMaterialRow, toRequestLines } from './mappers';
import { clientInScope, findMaterial, listClientMaterials, listFamilies, listLoads, listMaterials } from './repository';
import {
  addLoad,
  changeRequestQuantity,
  createMaterial,
  createRequests,
  deleteLoad,
  deleteMaterial,
  setMaterialFlags,
  updateLoad,
  updateMaterial,
} from './service';

const staffAndAgents = [...STAFF, USER_TYPE.agent];
const pageParams = z.object({ page: pageParamSchema });

const MATERIAL_COLUMNS = [
  ['image', 'materials.columns.image'],
  ['product_code', 'materials.columns.product_code'],
  ['name', 'materials.columns.name'],
  ['family', 'materials.columns.family'],
  ['realised', 'materials.columns.realised'],
  ['committed', 'materials.columns.committed'],
  ['printed', 'materials.columns.printed'],
  ['delivered', 'materials.columns.delivered'],
  ['available', 'materials.columns.available'],
  ['pending_requests', 'materials.columns.pending_requests'],
] as const;

const CLIENT_MATERIAL_COLUMNS = [
  ['image', 'materials.columns.image'],
  ['product_code', 'materials.columns.product_code'],
  ['name', 'materials.columns.name'],
  ['family', 'materials.columns.family'],
  ['pack_quantity', 'materials.columns.pack_quantity'],
  ['available', 'materials.columns.available'],
  ['pending_for_client', 'materials.columns.pending_for_client'],
] as const;

/**
 * Support materials (spec §7 "Materials", PRODUCT.md §4): the catalogue and its stock for staff,
 * the request screen for agents. Agent requests' lists and decisions are in `requests-routes.ts`
 * (the spec puts them under /v2.0).
 */
/** What a change of flags did, said as such (archiving said "Changes saved"): one flag at a time. */
function flagsMessage(flags: { visible?: boolean; favourite?: boolean; archived?: boolean }): string {
  if (flags.archived !== undefined) return flags.archived ? 'materials.success.archived' : 'materials.success.restored';
  if (flags.visible !== undefined) return flags.visible ? 'materials.success.shown' : 'materials.success.hidden';
  return flags.favourite ? 'materials.success.favourite' : 'materials.success.unfavourite';
}

const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(imageRoutes);

  app.get(
    '/materiali/get-families',
    {
      config: { roles: staffAndAgents, cached: true },
      schema: { tags: ['materials'], response: { 200: successEnvelope(z.array(materialFamilySchema)) } },
    },
    async (request) => ok(await listFamilies(app.db, request.lang)),
  );

  app.get(
    '/materiali/products/:page',
    {
      config: { roles: STAFF, cached: true },
      schema: {
        tags: ['materials'],
        params: pageParams,
        querystring: materialListQuerySchema.omit({ page: true }),
        response: { 200: successEnvelope(tableListSchema(materialRowSchema)) },
      },
    },
    async (request) => {
      const paging = { ...request.query, page: request.params.page };
      const result = await listMaterials(app.db, request.lang, paging);
      const rows = result.rows.map((r) => toMaterialRow(request.lang, r));
      return ok(tableList(request, MATERIAL_COLUMNS, { ...result, rows }, paging));
    },
  );

  app.post(
    '/materiali/print',
    {
      config: { roles: STAFF },
      schema: { tags: ['materials'], body: materialPrintSchema },
    },
    async (request, reply) => {
      const stream = await streamMaterialsXlsx(app.db, request.lang, {
        familyIds: request.body.categories_id,
        materialIds: request.body.materials_id,
      });
      return sendXlsx(reply, request.lang, { document: 'materials.page.fileName', at: new Date() }, stream);
    },
  );

  app.get(
    '/materiali/product/:id',
    {
      config: { roles: STAFF },
      schema: { tags: ['materials'], params: idParamsSchema, response: { 200: successEnvelope(materialDetailSchema) } },
    },
    async (request) => {
      const material = await findMaterial(app.db, request.lang, request.params.id);
      if (!material) throw notFound();
      const loads = await listLoads(app.db, material.id);
      return ok(toMaterialDetail(request.t.bind(request), request.lang, material, loads));
    },
  );

  app.post(
    '/materiali/product',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['materials'],
        body: materialInputSchema,
        response: { 200: successEnvelope(createdResponseSchema) },
      },
    },
    async (request) => {
      const id = await createMaterial(app, currentUser(request), request.body, request.ip);
      return ok({ id, message: request.t('materials.success.created') });
    },
  );

  app.put(
    '/materiali/product/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        body: materialInputSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await updateMaterial(app, currentUser(request), request.params.id, request.body, request.ip);
      return message(request.t('materials.success.saved'));
    },
  );

  app.put(
    '/materiali/product/:id/flags',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        body: materialFlagsSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await setMaterialFlags(app, currentUser(request), request.params.id, request.body, request.ip);
      return message(request.t(flagsMessage(request.body)));
    },
  );

  app.delete(
    '/materiali/product/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await deleteMaterial(app, currentUser(request), request.params.id, request.ip);
      return message(request.t('materials.success.deleted'));
    },
  );

  // POST adds a load to material {id}; PUT and DELETE change load {id} (spec §7).
  app.post(
    '/materiali/carico/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        body: materialLoadInputSchema,
        response: { 200: successEnvelope(createdResponseSchema) },
      },
    },
    async (request) => {
      const id = await addLoad(app, currentUser(request), request.params.id, request.body, request.ip);
      return ok({ id, message: request.t('materials.success.loadSaved') });
    },
  );

  app.put(
    '/materiali/carico/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        body: materialLoadInputSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await updateLoad(app, currentUser(request), request.params.id, request.body, request.ip);
      return message(request.t('materials.success.loadSaved'));
    },
  );

  app.delete(
    '/materiali/carico/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await deleteLoad(app, currentUser(request), request.params.id, request.ip);
      return message(request.t('materials.success.loadDeleted'));
    },
  );

  app.put(
    '/materiali/request/:id',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        body: requestQuantitySchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changeRequestQuantity(app, user, scopeOf(user), request.params.id, request.body.quantity, request.ip);
      return message(request.t('materials.success.quantitySaved'));
    },
  );

  app.get(
    '/agencies/materiali/:id',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        querystring: clientMaterialListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(clientMaterialRowSchema)) },
      },
    },
    async (request) => {
      const scope = scopeOf(currentUser(request));
      if (!(await clientInScope(app.db, scope, request.params.id))) throw notFound();
      const result = await listClientMaterials(app.db, request.lang, request.params.id, request.query);
      const rows = result.rows.map((r) => {
        const {
          archived: _a,
          visible: _v,
          realised: _r,
          committed: _c,
          printed: _p,
          delivered: _d,
          ...row
        } = toMaterialRow(request.lang, r);
        return {
          id: row.id,
          product_code: row.product_code,
          name: row.name,
          family_id: row.family_id,
          family: row.family,
          image_url: row.image_url,
          thumb_url: row.thumb_url,
          pack_quantity: row.pack_quantity,
          favourite: row.favourite,
          available: row.available,
          pending_for_client: Number(r.pending_for_client),
        };
      });
      return ok(tableList(request, CLIENT_MATERIAL_COLUMNS, { ...result, rows }, request.query));
    },
  );

  app.post(
    '/agencies/delivery/:id',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        body: deliveryRequestSchema,
        response: { 200: successEnvelope(requestCreatedSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { product_id, product_code, quantity } = request.body;
      const ids = await createRequests(
        app,
        user,
        scopeOf(user),
        [{ clientId: request.params.id, materialId: product_id, productCode: product_code, quantity }],
        { batch: false, ip: request.ip },
      );
      return ok({ ids, message: request.t('materials.success.requestSent') });
    },
  );

  app.post(
    '/invio/save-requests',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['materials'],
        body: massRequestSchema,
        response: { 200: successEnvelope(requestCreatedSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ids = await createRequests(app, user, scopeOf(user), toRequestLines(request.body.requests), {
        batch: request.body.request_massiva,
        description: request.body.description,
        ip: request.ip,
      });
      return ok({ ids, message: request.t('materials.success.requestSent') });
    },
  );
};

export default materialRoutes;
