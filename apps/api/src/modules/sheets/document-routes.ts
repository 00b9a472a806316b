import { STAFF, successEnvelope, textSchema, USER_TYPE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { contentDisposition, downloadName } from '../../lib/file-names';
import { idParamsSchema, idSchema } from '../../lib/params';
import { currentUser } from '../../plugins/auth';
import { findClient, scopeOf } from '../clients/index';
import { sendFile } from '../files/index';
import { legalTexts, signedPdfFile } from '../signing/index';
import { sheetVersions } from './repository';
import { renderSheetPdf } from './sheet-pdf';

const staffAndAgents = [...STAFF, USER_TYPE.agent];

/** The sheets' documents: a client's sheet and signed PDFs, the blank sheet, and the legal texts the signer accepts. */
const sheetDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Documents of a client's sheets: every version's PDF and, once signed, the signed PDF.
  app.get(
    '/arrex/attachments/:id',
    {
      config: { roles: staffAndAgents },
      schema: {
        tags: ['sheets'],
        params: idParamsSchema,
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
      if (!sheet) throw notFound();
      const filename = downloadName(request.lang, {
        document: 'sheets.pdf.title',
        subject: client.company_name,
        version: sheet.version,
        state: kind === 'signed' ? 'sheets.status.signed' : undefined,
        extension: 'pdf',
      });
      if (kind === 'signed') {
        // The signed PDF is a stored file: streamed with Range and its ETag, as every download.
        if (!sheet.signedPdfKey) throw notFound();
        const file = await signedPdfFile(app, { id: sheet.id, signedPdfKey: sheet.signedPdfKey });
        return sendFile(request, reply, app.storage, file, {
          disposition: 'attachment',
          name: filename,
          cacheControl: 'private, no-store',
        });
      }
      const pdf = await renderSheetPdf(
        { version: sheet.version, status: sheet.status, fields: sheet.fields, signatureEmail: sheet.signatureEmail },
        { companyName: client.company_name, code: client.code, agencyName: client.agency_name },
        request.lang,
      );
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

export default sheetDocumentRoutes;
