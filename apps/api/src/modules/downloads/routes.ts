import multipart from '@fastify/multipart';
import {
  createdResponseSchema,
  DOWNLOAD_AUDIENCES,
  DOWNLOAD_LIMITS,
  type DownloadAudience,
  downloadAudienceOf,
  downloadBrowseQuerySchema,
  downloadBrowseSchema,
  downloadFileParamsSchema,
  downloadFileUpdateSchema,
  downloadFolderInputSchema,
  downloadFolderUpdateSchema,
  downloadTreeSchema,
  type Language,
  messageResponseSchema,
  STAFF,
  successEnvelope,
  textSchema,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { currentUser } from '../../plugins/auth';
import { fileById, sendFile } from '../files/index';
import { downloadLinks, LINK_TTL_MS } from './links';
import {
  enabledReader,
  type FileRow,
  type FolderRow,
  fileCounts,
  listFiles,
  type Reader,
  visibleFolders,
} from './repository';
import {
  createFolder,
  deleteFile,
  deleteFolder,
  folderName,
  OWNER_DOMAIN,
  readableFile,
  readerOf,
  updateFile,
  updateFolder,
  upload,
} from './service';

const EVERYONE = Object.values(USER_TYPE);
const done = successEnvelope(messageResponseSchema);
const audienceList = (value: string[] | null) =>
  value === null
    ? null
    : (value.filter((a) => (DOWNLOAD_AUDIENCES as readonly string[]).includes(a)) as DownloadAudience[]);

/**
 * The Download area (issue 31 point 3): everyone signed in browses the folders and files meant for
 * them (staff all of them) and downloads a file (Range, ETag, If-Range through `sendFile`); staff
 * create, rename, move and delete folders and files and upload files up to 1 GB, streamed.
 */
const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: DOWNLOAD_LIMITS.fileBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  /** The file, if the reader may see it (else a 404 like a missing one), saved under its name. */
  async function send(request: FastifyRequest, reply: FastifyReply, reader: Reader, id: string) {
    const entry = await readableFile(app, reader, id);
    const file = entry ? await fileById(app.db, entry.file_id) : undefined;
    if (!file || file.ownerDomain !== OWNER_DOMAIN) throw notFound();
    return sendFile(request, reply, app.storage, file, {
      disposition: 'attachment',
      cacheControl: 'private, no-cache',
    });
  }

  app.get(
    '/downloads',
    {
      config: { roles: EVERYONE, cached: true },
      schema: {
        tags: ['downloads'],
        querystring: downloadBrowseQuerySchema,
        response: { 200: successEnvelope(downloadBrowseSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const reader = readerOf(user);
      const staff = reader === null;
      const lang = request.lang as Language;
      const { folder: folderId, q, page, pageSize } = request.query;
      const all = await visibleFolders(app.db, reader);
      const byId = new Map(all.map((f) => [f.id, f]));
      const folder = folderId === undefined ? undefined : byId.get(folderId);
      if (folderId !== undefined && !folder) throw notFound();
      const breadcrumb: { id: number; name: string }[] = [];
      for (let at = folder; at; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
        breadcrumb.unshift({ id: at.id, name: folderName(at, lang) });
      }
      const pathOf = (id: number) => {
        const names: string[] = [];
        for (let at = byId.get(id); at; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
          names.unshift(folderName(at, lang));
        }
        return names.join(' / ');
      };
      const children = q ? [] : all.filter((f) => f.parent_id === (folder?.id ?? null));
      const counts = await fileCounts(
        app.db,
        reader,
        children.map((c) => c.id),
      );
      const toFolder = (f: FolderRow) => ({
        id: f.id,
        parent_id: f.parent_id,
        name: folderName(f, lang),
        ...(staff && {
          names: { it: f.name_it, en: f.name_en, fr: f.name_fr, es: f.name_es },
          audience: audienceList(f.audience) ?? [],
        }),
        folders: all.filter((c) => c.parent_id === f.id).length,
        files: counts.get(f.id) ?? 0,
      });
      const scope = q ? all.map((f) => f.id) : folder ? [folder.id] : [];
      const rows: FileRow[] = scope.length > 0 ? await listFiles(app.db, reader, scope, { q, page, pageSize }) : [];
      const files = rows.map((r) => ({
        id: r.id,
        folder_id: r.folder_id,
        title: r.title,
        name: r.name,
        type: r.type,
        size: Number(r.size),
        created_at: new Date(r.created_at).toISOString(),
        path: pathOf(r.folder_id),
        url: `downloads/files/${r.id}`,
        ...(staff && { audience: audienceList(r.audience), created_by: r.created_by }),
      }));
      return ok({
        folder: folder ? { ...toFolder(folder), files: Number(rows[0]?.total ?? 0) } : null,
        breadcrumb,
        folders: children
          .map(toFolder)
          .sort((a, b) => a.name.localeCompare(b.name, lang, { sensitivity: 'base', numeric: true })),
        files,
        total: Number(rows[0]?.total ?? 0),
        page,
        pageSize,
      });
    },
  );

  app.get(
    '/downloads/tree',
    {
      config: { roles: EVERYONE, cached: true },
      schema: { tags: ['downloads'], response: { 200: successEnvelope(downloadTreeSchema) } },
    },
    async (request) => {
      const lang = request.lang as Language;
      const all = await visibleFolders(app.db, readerOf(currentUser(request)));
      return ok({ folders: all.map((f) => ({ id: f.id, parent_id: f.parent_id, name: folderName(f, lang) })) });
    },
  );

  app.get(
    '/downloads/files/:id',
    { config: { roles: EVERYONE }, schema: { tags: ['downloads'], params: downloadFileParamsSchema } },
    async (request, reply) => {
      // Another audience's file answers as a missing one.
      return send(request, reply, readerOf(currentUser(request)), request.params.id);
    },
  );

  app.post(
    '/downloads/files/:id/link',
    {
      config: { roles: EVERYONE },
      schema: {
        tags: ['downloads'],
        params: downloadFileParamsSchema,
        response: { 200: successEnvelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const entry = await readableFile(app, readerOf(user), request.params.id);
      if (!entry) throw notFound();
      const token = downloadLinks.token(await downloadLinks.secret(app), {
        fileId: entry.file_id,
        readerId: user.id,
        expiresAt: new Date(Date.now() + LINK_TTL_MS),
      });
      return ok({ url: `/${request.lang}/v1.0/downloads/link/${token}` });
    },
  );

  app.get(
    '/downloads/link/:token',
    {
      config: { auth: 'public' },
      schema: { tags: ['downloads'], params: z.object({ token: textSchema().max(100, 'validation.tooLong') }) },
    },
    async (request, reply) => {
      const link = downloadLinks.read(await downloadLinks.secret(app), request.params.token);
      const user = link.ok && link.readerId ? await enabledReader(app.db, link.readerId) : undefined;
      if (!link.ok || !user) throw notFound();
      const reader = downloadAudienceOf({ userType: user.user_type, press: user.kind === 'press' });
      return send(request, reply, reader, link.fileId);
    },
  );

  app.post(
    '/downloads/folders',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['downloads'],
        body: downloadFolderInputSchema,
        response: { 200: successEnvelope(createdResponseSchema) },
      },
    },
    async (request) => {
      const made = await createFolder(app, currentUser(request), request.body);
      return ok({ ...made, message: request.t('downloads.success.folderCreated') });
    },
  );

  app.patch(
    '/downloads/folders/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['downloads'],
        params: idParamsSchema,
        body: downloadFolderUpdateSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await updateFolder(app, currentUser(request), request.params.id, request.body);
      return message(request.t('downloads.success.folderSaved'));
    },
  );

  app.delete(
    '/downloads/folders/:id',
    {
      config: { roles: STAFF },
      schema: { tags: ['downloads'], params: idParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await deleteFolder(app, currentUser(request), request.params.id);
      return message(request.t('downloads.success.folderDeleted'));
    },
  );

  app.post(
    '/downloads/folders/:id/files',
    {
      config: { roles: STAFF },
      bodyLimit: DOWNLOAD_LIMITS.fileBytes + 1024 * 1024,
      schema: {
        tags: ['downloads'],
        params: idParamsSchema,
        response: { 200: successEnvelope(z.object({ id: z.string(), title: z.string(), message: z.string() })) },
      },
    },
    async (request) => {
      const made = await upload(app, request, currentUser(request), request.params.id);
      return ok({ ...made, message: request.t('downloads.success.uploaded') });
    },
  );

  app.patch(
    '/downloads/files/:id',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['downloads'],
        params: downloadFileParamsSchema,
        body: downloadFileUpdateSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      await updateFile(app, currentUser(request), request.params.id, request.body);
      return message(request.t('downloads.success.fileSaved'));
    },
  );

  app.delete(
    '/downloads/files/:id',
    {
      config: { roles: STAFF },
      schema: { tags: ['downloads'], params: downloadFileParamsSchema, response: { 200: done } },
    },
    async (request) => {
      await deleteFile(app, currentUser(request), request.params.id);
      return message(request.t('downloads.success.fileDeleted'));
    },
  );
};

export default downloadsRoutes;
