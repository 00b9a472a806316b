import {
  allowedSheetActions,
  clientListQuerySchema,
  clientRowSchema,
  type SheetAction,
  STAFF,
  sheetFormResponseSchema,
  sheetHistoryResponseSchema,
  sheetSetRequestSchema,
  sheetSetResponseSchema,
  sheetStatusActionSchema,
  successEnvelope,
  tableListSchema,
  textSchema,
  USER_TYPE,
  type UserType,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { contentDisposition, downloadName } from '../../lib/file-names';
import { idSchema } from '../../lib/params';
import { unlessUnavailable } from '../../lib/storage/index';
import { tableList } from '../../lib/table';
import { iso } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { actorOf, findClient, listClients, scopeOf, toClientRow } from '../clients/index';
import { legalTexts } from '../signing/index';
import { agencyOptions, lastSignRequest, type SheetRow, sheetVersions, signHistory } from './repository';
import { applySheetCommand, type SheetCommand } from './service';
import { renderSheetPdf } from './sheet-pdf';

type T = (key: string, params?: Record<string, string | number>) => string;

export const toSheetSummary = (t: T, s: SheetRow) => ({
  id: s.id,
  version: s.version,
  status: s.status,
  status_label: t(`sheets.status.${s.status}`),
  is_edited: s.isEdited,
  signature_email: s.signatureEmail,
  revision_note: s.revisionNote,
  sent_at: iso(s.sentAt),
  signed_at: iso(s.signedAt),
  confirmed_at: iso(s.confirmedAt),
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

const signRequestSummary = (r: NonNullable<Awaited<ReturnType<typeof lastSignRequest>>>) => ({
  id: r.id,
  status: r.status,
  email: r.email,
  language: r.language,
  expires_at: r.expiresAt.toISOString(),
  reminders_sent: r.remindersSent,
  last_reminder_at: iso(r.lastReminderAt),
  completed_at: iso(r.completedAt),
  created_at: r.createdAt.toISOString(),
});

const SUCCESS: Record<SheetCommand['action'], string> = {
  save: 'sheets.success.saved',
  save_for_signature: 'sheets.success.readyForSignature',
  send: 'sheets.success.sent',
  revision: 'sheets.success.revisionSent',
  renew: 'sheets.success.renewed',
  confirm: 'sheets.success.confirmed',
};

const STATUS_COLUMNS = [
  ['code', 'clients.columns.code'],
  ['company_name', 'clients.columns.company_name'],
  ['agency', 'clients.columns.agency'],
  ['sheet_version', 'sheets.columns.version'],
  ['sheet_status', 'clients.columns.sheet_status'],
  ['client_status', 'clients.columns.client_status'],
  ['updated_at', 'clients.columns.updated_at'],
] as const;

const idParams = z.object({ id: idSchema });
const AGENTS: readonly UserType[] = [USER_TYPE.agent];
const staffAndAgents = [...STAFF, USER_TYPE.agent];

/**
 * Client sheets (spec §7 "Admin area"): staff on admin/… paths, agents on agencies/… paths.
 * The state machine lives in contracts (sheetTransition); applySheetCommand applies it.
 */
const sheetRoutes: FastifyPluginAsyncZod = async (app) => {
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
        schema: { tags: ['sheets'], params: idParams, response: { 200: successEnvelope(sheetFormResponseSchema) } },
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
            params: withId ? idParams : z.object({}),
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
      schema: { tags: ['sheets'], params: idParams, response: { 200: successEnvelope(sheetSetResponseSchema) } },
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

  // The registry of sheets: filters by query (GET) or by body (POST), same answer.
  const statusList = async (request: FastifyRequest, query: z.infer<typeof clientListQuerySchema>) => {
    const result = await listClients(app.db, scopeOf(currentUser(request)), query);
    const rows = result.rows.map((r) => toClientRow(request.t.bind(request), r));
    return ok(tableList(request, STATUS_COLUMNS, { rows, total: result.total, capped: result.capped }, query));
  };
  app.get(
    '/admin/schede/status-clients',
    {
      config: { roles: STAFF, cached: true },
      schema: {
        tags: ['sheets'],
        querystring: clientListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(clientRowSchema)) },
      },
    },
    async (request) => statusList(request, request.query),
  );
  app.post(
    '/admin/schede/status-clients',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['sheets'],
        body: clientListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(clientRowSchema)) },
      },
    },
    async (request) => statusList(request, request.body),
  );

  app.get(
    '/admin/schede/status-clients/:id',
    {
      config: { roles: STAFF },
      schema: { tags: ['sheets'], params: idParams, response: { 200: successEnvelope(sheetHistoryResponseSchema) } },
    },
    async (request) => {
      const client = await findClient(app.db, scopeOf(currentUser(request)), request.params.id);
      if (!client) throw notFound();
      const versions = await sheetVersions(app.db, client.id);
      const { requests, events } = await signHistory(
        app.db,
        versions.map((v) => v.id),
      );
      return ok({
        client_id: client.id,
        company_name: client.company_name,
        versions: versions.map((v) => ({
          ...toSheetSummary(request.t.bind(request), v),
          sign_requests: requests
            .filter((r) => r.sheetId === v.id)
            .map((r) => ({
              ...signRequestSummary(r),
              events: events
                .filter((e) => e.signRequestId === r.id)
                .map((e) => ({ event: e.event, created_at: e.createdAt.toISOString(), ip: e.ip })),
            })),
        })),
      });
    },
  );

  app.post(
    '/admin/schede/status-clients/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['sheets'],
        params: idParams,
        body: sheetStatusActionSchema,
        response: { 200: successEnvelope(sheetSetResponseSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const { clientId, sheet } = await applySheetCommand(
        app,
        currentUser(request),
        request.params.id,
        {
          action: body.action,
          note: body.note,
          signatureEmail: body['signature-email'] || undefined,
          language: body.language,
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

  // Documents of a client's sheets: every version's PDF and, once signed, the signed PDF.
  app.get(
    '/arrex/attachments/:id',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['sheets'],
        params: idParams,
        response: {
          200: successEnvelope(
            z.object({
              attachments: z.array(
                z.object({
                  id: z.string(),
                  kind: z.enum(['sheet', 'signed']),
                  version: z.number().int(),
                  status: z.string(),
                  filename: z.string(),
                  url: z.string(),
                  created_at: z.string(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      const client = await findClient(app.db, scopeOf(currentUser(request)), request.params.id);
      if (!client) throw notFound();
      const versions = await sheetVersions(app.db, client.id);
      const base = `/${request.lang}/v1.0/arrex/attachments/${client.id}`;
      const fileName = (version: number, signed: boolean) =>
        downloadName(request.lang, {
          document: 'sheets.pdf.title',
          subject: client.company_name,
          version,
          state: signed ? 'sheets.status.signed' : undefined,
          extension: 'pdf',
        });
      return ok({
        attachments: versions.flatMap((v) => [
          ...(v.signedPdfKey
            ? [
                {
                  id: `signed-${v.version}`,
                  kind: 'signed' as const,
                  version: v.version,
                  status: v.status,
                  filename: fileName(v.version, true),
                  url: `${base}/signed-${v.version}`,
                  created_at: (v.signedAt ?? v.updatedAt).toISOString(),
                },
              ]
            : []),
          {
            id: `sheet-${v.version}`,
            kind: 'sheet' as const,
            version: v.version,
            status: v.status,
            filename: fileName(v.version, false),
            url: `${base}/sheet-${v.version}`,
            created_at: v.updatedAt.toISOString(),
          },
        ]),
      });
    },
  );

  app.get(
    '/arrex/attachments/:id/:file',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['sheets'],
        params: z.object({
          id: idSchema,
          file: textSchema().regex(/^(sheet|signed)-\d{1,5}$/),
        }),
      },
    },
    async (request, reply) => {
      const client = await findClient(app.db, scopeOf(currentUser(request)), request.params.id);
      if (!client) throw notFound();
      const [kind, number] = request.params.file.split('-') as ['sheet' | 'signed', string];
      const sheet = (await sheetVersions(app.db, client.id)).find((v) => v.version === Number(number));
      if (!sheet || (kind === 'signed' && !sheet.signedPdfKey)) throw notFound();
      const pdf =
        kind === 'signed' && sheet.signedPdfKey
          ? await app.storage.read(sheet.signedPdfKey).catch(unlessUnavailable(null))
          : await renderSheetPdf(
              {
                version: sheet.version,
                status: sheet.status,
                fields: sheet.fields,
                signatureEmail: sheet.signatureEmail,
              },
              { companyName: client.company_name, code: client.code, agencyName: client.agency_name },
              request.lang,
            );
      if (!pdf) throw notFound();
      const filename = downloadName(request.lang, {
        document: 'sheets.pdf.title',
        subject: client.company_name,
        version: sheet.version,
        state: kind === 'signed' ? 'sheets.status.signed' : undefined,
        extension: 'pdf',
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/arrex/scheda-vuota',
    { config: { roles: staffAndAgents }, schema: { tags: ['sheets'] } },
    async (request, reply) => {
      const pdf = await renderSheetPdf(null, null, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(downloadName(request.lang, { document: 'sheets.pdf.blankTitle', extension: 'pdf' })),
        )
        .send(pdf);
    },
  );

  const legalSchema = z.object({ title: z.string(), version: z.string(), body: z.array(z.string()) });
  for (const [path, kind] of [
    ['/arrex/schede/privacy', 'privacy'],
    ['/arrex/schede/condizioni-vendita', 'conditions'],
  ] as const) {
    app.get(
      path,
      { config: { auth: 'public' }, schema: { tags: ['sheets'], response: { 200: successEnvelope(legalSchema) } } },
      async (request) => ok(legalTexts(request.lang)[kind]),
    );
  }
};

export default sheetRoutes;
