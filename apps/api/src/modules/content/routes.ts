import multipart from '@fastify/multipart';
import {
  CONTENT_LIMITS,
  contentCreateSchema,
  contentDetailSchema,
  contentEditSchema,
  contentFileParamsSchema,
  contentFileSchema,
  contentInputSchema,
  contentKindParamsSchema,
  contentListQuerySchema,
  contentRowSchema,
  contentUnreadSchema,
  contentUploadQuerySchema,
  createdResponseSchema,
  messageResponseSchema,
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
import { currentUser } from '../../plugins/auth';
import { fileById, sendFile } from '../files/index';
import { adhesionRoutes } from './adhesion-routes';
import { adhesionCount, adhesionDetail, formOf } from './adhesions';
import { toContentRow } from './mappers';
import {
  itemFiles,
  listContent,
  markRead,
  readContent,
  storedItem,
  storedTexts,
  unreadCounts,
  visibleFileItem,
} from './repository';
import { AUDIENCES_OF, createContent, deleteContent, deleteContentFile, readerOf, updateContent } from './service';
import { uploadContentFile } from './upload';

const EVERYONE = Object.values(USER_TYPE);
const done = successEnvelope(messageResponseSchema);
const fileOfItemParamsSchema = idParamsSchema.extend({ fileId: z.uuid({ error: 'errors.notFound' }) });

const READER_COLUMNS = [
  ['title', 'content.columns.title'],
  ['publish_on', 'content.columns.publish_on'],
] as const;
const STAFF_COLUMNS = [
  ...READER_COLUMNS,
  ['withdraw_on', 'content.columns.withdraw_on'],
  ['audience', 'content.columns.audience'],
  ['state', 'content.columns.state'],
] as const;

/**
 * News, communications, trends and promotions (issue 31 point 1): everyone signed in lists and
 * reads the items of their audience between their days (staff every item), in their language;
 * reading marks an item read. Staff (admin, sales) write, delete and attach images and files.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: CONTENT_LIMITS.attachmentBytes, files: 1, fields: 0, parts: 1 },
  });

  adhesionRoutes(app);

  app.get(
    '/content/unread',
    {
      config: { roles: EVERYONE, cached: true },
      schema: { tags: ['content'], response: { 200: successEnvelope(contentUnreadSchema) } },
    },
    async (request) => ok(await unreadCounts(app.db, readerOf(currentUser(request)))),
  );

  app.get(
    '/content/:kind',
    {
      config: { roles: EVERYONE, cached: true },
      schema: {
        tags: ['content'],
        params: contentKindParamsSchema,
        querystring: contentListQuerySchema,
        response: { 200: successEnvelope(tableListSchema(contentRowSchema)) },
      },
    },
    async (request) => {
      const reader = readerOf(currentUser(request));
      const result = await listContent(app.db, reader, request.params.kind, request.query, request.lang);
      const rows = result.rows.map((r) => toContentRow(request.t.bind(request), reader.today, r));
      const columns = reader.staff ? STAFF_COLUMNS : READER_COLUMNS;
      return ok(tableList(request, columns, { ...result, rows }, request.query));
    },
  );

  app.post(
    '/content',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['content'],
        body: contentCreateSchema,
        response: { 200: successEnvelope(createdResponseSchema) },
      },
    },
    async (request) => {
      const { kind, ...input } = request.body;
      const made = await createContent(app, currentUser(request), kind, input, request.ip);
      return ok({ ...made, message: request.t('content.success.created') });
    },
  );

  app.get(
    '/content/item/:id',
    {
      config: { roles: EVERYONE },
      schema: {
        tags: ['content'],
        params: idParamsSchema,
        response: { 200: successEnvelope(contentDetailSchema) },
      },
    },
    async (request) => {
      const reader = readerOf(currentUser(request));
      const row = await readContent(app.db, reader, request.params.id, request.lang);
      if (!row) throw notFound();
      if (!row.read) await markRead(app.db, reader.userId, row.id);
      const files = await itemFiles(app.db, row.id);
      const base = toContentRow(request.t.bind(request), reader.today, { ...row, read: true });
      const adhesion =
        row.kind === 'promotion' ? await adhesionDetail(app.db, row.id, currentUser(request), request.lang) : null;
      return ok({ ...base, body: row.body, files, languages: row.languages, adhesion });
    },
  );

  app.get(
    '/content/item/:id/edit',
    {
      config: { roles: STAFF },
      schema: { tags: ['content'], params: idParamsSchema, response: { 200: successEnvelope(contentEditSchema) } },
    },
    async (request) => {
      const item = await storedItem(app.db, request.params.id);
      if (!item) throw notFound();
      const [texts, files, form, adhesions] = await Promise.all([
        storedTexts(app.db, item.id),
        itemFiles(app.db, item.id),
        formOf(app.db, item.id),
        adhesionCount(app.db, item.id),
      ]);
      const textOf = (language: string) => {
        const text = texts.find((t) => t.language === language);
        return text ? { title: text.title, summary: text.summary, body: text.body } : null;
      };
      const it = textOf('it') ?? { title: '', summary: null, body: '' };
      return ok({
        id: item.id,
        kind: item.kind,
        texts: { it, en: textOf('en'), fr: textOf('fr'), es: textOf('es') },
        audience: AUDIENCES_OF(item),
        publish_on: item.publish_on,
        withdraw_on: item.withdraw_on,
        files,
        adhesion: form ? { ...form, adhesions } : null,
      });
    },
  );

  app.put(
    '/content/item/:id',
    {
      config: { roles: STAFF },
      schema: { tags: ['content'], params: idParamsSchema, body: contentInputSchema, response: { 200: done } },
    },
    async (request) => {
      await updateContent(app, currentUser(request), request.params.id, request.body, request.ip);
      return message(request.t('content.success.updated'));
    },
  );

  app.delete(
    '/content/item/:id',
    {
      config: { roles: STAFF },
      schema: { tags: ['content'], params: idParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await deleteContent(app, currentUser(request), request.params.id, request.ip);
      return message(request.t('content.success.deleted'));
    },
  );

  app.post(
    '/content/item/:id/files',
    {
      config: { roles: STAFF },
      bodyLimit: CONTENT_LIMITS.attachmentBytes + 64 * 1024,
      schema: {
        tags: ['content'],
        params: idParamsSchema,
        querystring: contentUploadQuerySchema,
        response: { 200: successEnvelope(contentFileSchema.extend({ message: z.string() })) },
      },
    },
    async (request) => {
      const { id, role } = { id: request.params.id, role: request.query.role };
      const file = await uploadContentFile(app, request, currentUser(request), id, role);
      return ok({ ...file, message: request.t('content.success.fileSaved') });
    },
  );

  app.delete(
    '/content/item/:id/files/:fileId',
    {
      config: { roles: STAFF },
      schema: { tags: ['content'], params: fileOfItemParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await deleteContentFile(app, currentUser(request), request.params.id, request.params.fileId);
      return message(request.t('content.success.fileDeleted'));
    },
  );

  app.get(
    '/content/files/:fileId',
    {
      config: { roles: EVERYONE },
      schema: { tags: ['content'], params: contentFileParamsSchema },
    },
    async (request, reply) => {
      const reader = readerOf(currentUser(request));
      const item = await visibleFileItem(app.db, reader, request.params.fileId);
      const record = item ? await fileById(app.db, request.params.fileId) : undefined;
      if (!record) throw notFound();
      const inline = record.type.startsWith('image/');
      return sendFile(request, reply, app.storage, record, { disposition: inline ? 'inline' : 'attachment' });
    },
  );
};

export default contentRoutes;
