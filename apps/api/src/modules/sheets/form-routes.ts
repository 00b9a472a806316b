import {
  allowedSheetActions,
  type SheetAction,
  STAFF,
  sheetFormResponseSchema,
  sheetSetRequestSchema,
  sheetSetResponseSchema,
  successEnvelope,
  USER_TYPE,
  type UserType,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { currentUser } from '../../plugins/auth';
import { actorOf, findClient, scopeOf } from '../clients/index';
import { SUCCESS, signRequestSummary, toSheetSummary } from './mappers';
import { agencyOptions, lastSignRequest, sheetVersions } from './repository';
import { applySheetCommand } from './service';

const AGENTS: readonly UserType[] = [USER_TYPE.agent];

/** The sheet form: a new or a client's sheet to edit, its saving and sending, and the staff's confirmation. */
const sheetFormRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [prefix, roles] of [
    ['/admin', STAFF],
    ['/agencies', AGENTS],
  ] as const) {
    app.get(
      `${prefix}/schede/client-form`,
      { config: { roles }, schema: { tags: ['sheets'], response: { 200: successEnvelope(sheetFormResponseSchema) } } },
      async (request) => {
        const user = currentUser(request);
        const agencies = await agencyOptions(app.db, actorOf(user) === 'staff' ? undefined : user.agencyId);
        return ok({
          client: null,
          sheet: null,
          scheda_fields: {
            legal_seat: { company_name: '', country: 'IT' },
            postal_address: { same_as_legal_seat: true },
            delivery_place: { same_as_legal_seat: true },
            agency: user.agencyId ? { agency_id: user.agencyId, agent: `${user.name} ${user.surname}` } : {},
          },
          versions: [],
          sign_request: null,
          actions: ['save', 'save_for_signature', 'send'] as SheetAction[],
          agencies,
        });
      },
    );

    app.get(
      `${prefix}/schede/client-form/:id`,
      {
        config: { roles },
        schema: {
          tags: ['sheets'],
          params: idParamsSchema,
          response: { 200: successEnvelope(sheetFormResponseSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const client = await findClient(app.db, scopeOf(user), request.params.id);
        if (!client) throw notFound();
        const versions = await sheetVersions(app.db, client.id);
        const latest = versions[0] ?? null;
        const signRequest = latest ? await lastSignRequest(app.db, latest.id) : null;
        const actor = actorOf(user);
        const actions: SheetAction[] =
          client.status === 'deleted' || client.status === 'deletion_requested'
            ? []
            : latest
              ? allowedSheetActions(latest.status, actor)
              : ['save', 'save_for_signature', 'send'];
        const agencies = await agencyOptions(app.db, actor === 'staff' ? undefined : user.agencyId);
        return ok({
          client: {
            id: client.id,
            code: client.code,
            company_name: client.company_name,
            status: client.status,
            agency: client.agency_id !== null ? { id: client.agency_id, name: client.agency_name ?? '' } : null,
          },
          sheet: latest ? toSheetSummary(request.t.bind(request), latest) : null,
          scheda_fields: latest?.fields ?? {
            legal_seat: {
              company_name: client.company_name,
              address: client.address ?? '',
              postal_code: client.postal_code ?? '',
              city: client.city ?? '',
              province: client.province ?? '',
              country: client.country,
            },
            postal_address: { same_as_legal_seat: true },
            delivery_place: { same_as_legal_seat: true },
            agency: { agency_id: client.agency_id ?? undefined },
            contacts: {
              vat_number: client.vat_number ?? '',
              tax_code: client.tax_code ?? '',
              phone: client.phone ?? '',
              mobile: client.mobile ?? '',
              fax: client.fax ?? '',
            },
            emails: { administrative: client.email ?? '' },
          },
          versions: versions.map((v) => toSheetSummary(request.t.bind(request), v)),
          sign_request: signRequest ? signRequestSummary(signRequest) : null,
          actions,
          agencies,
        });
      },
    );

    for (const withId of [false, true]) {
      app.post(
        `${prefix}/schede/client-set${withId ? '/:id' : ''}`,
        {
          config: { roles },
          schema: {
            tags: ['sheets'],
            params: withId ? idParamsSchema : z.object({}),
            body: sheetSetRequestSchema,
            response: { 200: successEnvelope(sheetSetResponseSchema) },
          },
        },
        async (request) => {
          const id = (request.params as { id?: number }).id ?? null;
          const body = request.body;
          const { clientId, sheet } = await applySheetCommand(
            app,
            currentUser(request),
            id,
            {
              action: body.action,
              fields: body.fields,
              signatureEmail: body.signatureEmail,
              language: body.language,
              note: body.note,
            },
            { lang: request.lang, ip: request.ip },
          );
          return ok({
            message: request.t(SUCCESS[body.action]),
            client_id: clientId,
            sheet: toSheetSummary(request.t.bind(request), sheet),
          });
        },
      );
    }
  }

  app.put(
    '/admin/schede/client-confirmed/:id',
    {
      config: { roles: STAFF },
      schema: { tags: ['sheets'], params: idParamsSchema, response: { 200: successEnvelope(sheetSetResponseSchema) } },
    },
    async (request) => {
      const { clientId, sheet } = await applySheetCommand(
        app,
        currentUser(request),
        request.params.id,
        { action: 'confirm' },
        { lang: request.lang, ip: request.ip },
      );
      return ok({
        message: request.t('sheets.success.confirmed'),
        client_id: clientId,
        sheet: toSheetSummary(request.t.bind(request), sheet),
      });
    },
  );
};

export default sheetFormRoutes;
