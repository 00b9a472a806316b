import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  importDetailSchema,
  importIdParamsSchema,
  importKindParamsSchema,
  importRowSchema,
  importStartedSchema,
  LIMITS,
  listQuerySchema,
  pageParamSchema,
  STAFF,
  successEnvelope,
  tableListSchema,
  textSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { shownFileName } from '../../lib/file-names';
import { tableList } from '../../lib/table';
import { sendXlsx } from '../../lib/xlsx';
import { currentUser } from '../../plugins/auth';
import { toImportRow } from './mappers';
import { streamRejectionsXlsx } from './report';
import { findImport, listImports, listRejections, rejectionText } from './repository';
import { startImport } from './run';
import { sweepUploads, uploadPath } from './uploads';

const COLUMNS = [
  ['id', 'imports.columns.id'],
  ['kind', 'imports.columns.kind'],
  ['file_name', 'imports.columns.file_name'],
  ['user', 'imports.columns.user'],
  ['started_at', 'imports.columns.started_at'],
  ['status', 'imports.columns.status'],
  ['read', 'imports.columns.read'],
  ['inserted', 'imports.columns.inserted'],
  ['updated', 'imports.columns.updated'],
  ['unchanged', 'imports.columns.unchanged'],
  ['rejected', 'imports.columns.rejected'],
] as const;

/** Rejected rows the progress call lists; the report download has them all. */
const DETAIL_REJECTIONS = 100;
const MB = Math.round(IMPORT_MAX_BYTES / 1024 / 1024);
/** A file name as shown in the history (shownFileName: no control or bidirectional characters, at most 200). */
const fileNameSchema = textSchema().transform(shownFileName);

/**
 * ERP imports (Administration → Imports), staff only: upload a file (saved to disk, then read in
 * the background while the screen polls the progress), the history, one import with its first
 * rejected rows, and the report of every rejected row as xlsx.
 */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
  const uploads = path.join(app.config.dataDir, 'uploads');
  // What a crashed process left there (its import ended with it).
  await sweepUploads(uploads, (error) => app.log.warn({ err: error }, 'an upload left over could not be removed'));

  app.post(
    '/admin/imports/:kind',
    {
      config: { roles: STAFF },
      bodyLimit: IMPORT_MAX_BYTES + 1024 * 1024,
      schema: {
        tags: ['imports'],
        params: importKindParamsSchema,
        response: { 200: successEnvelope(importStartedSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const file = await request.file().catch((e: { code?: string }) => {
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'imports.errors.tooLarge', { mb: MB });
        throw e;
      });
      if (!file) throw new AppError(400, 'imports.errors.noFile');
      await mkdir(uploads, { recursive: true });
      const target = uploadPath(uploads);
      try {
        await pipeline(file.file, createWriteStream(target));
        if (file.file.truncated) throw new AppError(413, 'imports.errors.tooLarge', { mb: MB });
      } catch (error) {
        await rm(target, { force: true });
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'imports.errors.tooLarge', { mb: MB });
        }
        throw error;
      }
      const name = fileNameSchema.safeParse(file.filename);
      const started = await startImport(
        app.db,
        {
          kind: request.params.kind,
          path: target,
          fileName: name.success ? name.data : 'file',
          userId: user.id,
          source: 'upload',
          removeFile: true,
          lang: request.lang,
        },
        (error) => request.log.error({ err: error }, 'import failed'),
      );
      running.add(started.done);
      void started.done.finally(() => running.delete(started.done));
      return ok({ id: started.id, message: request.t('imports.success.started') });
    },
  );

  app.get(
    '/admin/imports/history/:page',
    {
      config: { roles: STAFF, cached: true },
      schema: {
        tags: ['imports'],
        params: z.object({ page: pageParamSchema }),
        querystring: listQuerySchema.pick({ pageSize: true }),
        response: { 200: successEnvelope(tableListSchema(importRowSchema)) },
      },
    },
    async (request) => {
      const paging = { page: request.params.page, pageSize: request.query.pageSize ?? LIMITS.pageSizeDefault };
      const result = await listImports(app.db, paging);
      const rows = result.rows.map((r) => toImportRow(request.lang, r));
      return ok(tableList(request, COLUMNS, { rows, total: result.total }, paging));
    },
  );

  app.get(
    '/admin/imports/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['imports'],
        params: importIdParamsSchema,
        response: { 200: successEnvelope(importDetailSchema) },
      },
    },
    async (request) => {
      const record = await findImport(app.db, request.params.id);
      if (!record) throw notFound();
      const rejections = await listRejections(app.db, record.id, DETAIL_REJECTIONS);
      return ok({
        ...toImportRow(request.lang, record),
        rejections: rejections.map((r) => rejectionText(request.lang, r)),
      });
    },
  );

  app.get(
    '/admin/imports/:id/report',
    { config: { roles: STAFF }, schema: { tags: ['imports'], params: importIdParamsSchema } },
    async (request, reply) => {
      const record = await findImport(app.db, request.params.id);
      if (!record) throw notFound();
      const stream = await streamRejectionsXlsx(app.db, request.lang, record);
      return sendXlsx(
        reply,
        request.lang,
        { document: 'imports.report.document', subject: record.file_name, at: new Date(record.started_at) },
        stream,
      );
    },
  );
};

export default importRoutes;
