import multipart from '@fastify/multipart';
import { LIMITS, messageResponseSchema, STAFF, successEnvelope } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/index';
import { materials } from '../../db/schema/index';
import { message } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { readOrNotFound } from '../../lib/storage/index';
import { currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import {
  adoptFile,
  deleteFiles,
  discardBytes,
  type FileRecord,
  fileByKey,
  recordFile,
  releaseBytes,
  type StagedFile,
  sendFile,
  stageFile,
  variantOf,
} from '../files/index';
import { cleanStored, imageKind, kindOfKey, makeThumb, preparePicture, thumbKey } from './picture';

const ownerOf = (id: number) => ({ domain: 'materials', key: id });
const baseName = (name: string) => name.replace(/\.[A-Za-z0-9]+$/, '');

/**
 * Lets go of a material's picture `imageKey` and its table copy, in the transaction that stops
 * naming it: their records go, their bytes once it commits (`discardBytes` with the keys returned).
 * A picture stored before the files module has no record: its files are let go by their keys.
 */
export async function releasePicture(tx: DbOrTx, imageKey: string | null | undefined): Promise<string[]> {
  if (!imageKey) return [];
  const record = await fileByKey(tx, imageKey);
  if (record) return deleteFiles(tx, [record.id]);
  const keys = [imageKey, thumbKey(imageKey)];
  await releaseBytes(tx, keys);
  return keys;
}

/** Removes the bytes `releasePicture` let go of, once its transaction committed (a missing file is no error). */
export async function discardPictureBytes(app: FastifyInstance, keys: readonly string[]) {
  await discardBytes(app, keys).catch(() => undefined);
}

/** The material's row locked, when its picture is still `imageKey`: whoever replaced it let go of its files. */
const stillShows = (id: number, imageKey: string) => async (tx: DbOrTx) => {
  const [locked] = await tx
    .select({ imageKey: materials.imageKey })
    .from(materials)
    .where(eq(materials.id, id))
    .for('update');
  return locked?.imageKey === imageKey;
};

async function saveImage(app: FastifyInstance, userId: number, id: number, upload: Buffer, name: string, ip: string) {
  if (!imageKind(upload)) throw new AppError(400, 'materials.errors.image');
  const [material] = await app.db.select({ id: materials.id }).from(materials).where(eq(materials.id, id));
  if (!material) throw notFound();
  const picture = await preparePicture(upload);
  // A new key per upload (files module: `materials/<id>/<uuid>.<ext>`): the URL changes with the
  // picture, so it can be cached for good. The bytes first; the records with the row's change.
  const staged: StagedFile[] = [];
  let released: string[];
  try {
    const original = await stageFile(app, { owner: ownerOf(id), name, data: picture.original, createdBy: userId });
    staged.push(original);
    const thumb = await stageFile(app, {
      owner: ownerOf(id),
      name: `${baseName(name)}.thumb.webp`,
      data: picture.thumb,
      createdBy: userId,
      variant: { of: original, name: 'thumb' },
    });
    staged.push(thumb);
    released = await app.db.transaction(async (tx) => {
      // The picture this one replaces is read under the row's lock, once the files are written:
      // of uploads at once, each then lets go of the one stored just before it, and none is left over.
      const [locked] = await tx
        .select({ imageKey: materials.imageKey })
        .from(materials)
        .where(eq(materials.id, id))
        .for('update');
      if (!locked) throw notFound();
      await recordFile(tx, original);
      await recordFile(tx, thumb);
      await tx
        .update(materials)
        .set({ imageKey: original.storageKey, updatedAt: sql`now()` })
        .where(eq(materials.id, id));
      await recordAudit(tx, { actorUserId: userId, action: 'material.image', entity: 'material', entityId: id, ip });
      return releasePicture(tx, locked.imageKey);
    });
  } catch (error) {
    await discardBytes(
      app,
      staged.map((file) => file.storageKey),
    ).catch(() => undefined);
    throw error;
  }
  await discardPictureBytes(app, released);
}

const currentKey = async (app: FastifyInstance, id: number) =>
  (await app.db.select({ imageKey: materials.imageKey }).from(materials).where(eq(materials.id, id)))[0]?.imageKey ??
  null;

/** A stored file's bytes; a missing one (`ENOENT` on every store) is a 404, a store that fails is its own error. */
const missingIsNotFound = (error: unknown): never => {
  throw (error as { code?: unknown }).code === 'ENOENT' ? notFound() : error;
};

type Served = { record: FileRecord } | { data: Buffer; type: string };

/**
 * The picture's record. One stored before the files module gets its record on its first request;
 * one stored before uploads were cleaned loses its metadata then, in place (its address stays);
 * one that cannot be cleaned is not served. A picture replaced meanwhile is answered as read.
 */
async function original(app: FastifyInstance, id: number, imageKey: string): Promise<Served> {
  const record = await fileByKey(app.db, imageKey);
  if (record) return { record };
  const data = await readOrNotFound(app.storage, imageKey);
  const cleaned = await cleanStored(data, imageKey).catch(() => {
    throw notFound();
  });
  const adopted = await adoptFile(
    app,
    { owner: ownerOf(id), name: imageKey.split('/').pop() ?? imageKey, storageKey: imageKey, data: cleaned },
    stillShows(id, imageKey),
  );
  return adopted
    ? { record: adopted }
    : { data: cleaned ?? data, type: kindOfKey(imageKey)?.type ?? 'application/octet-stream' };
}

/**
 * The table copy of the picture: made once, on its first request, for a picture stored before
 * copies were made. A picture sharp cannot read any more is served as it is (undefined).
 */
async function thumbnail(app: FastifyInstance, id: number, picture: FileRecord): Promise<Served | undefined> {
  const existing = await variantOf(app.db, picture, 'thumb');
  if (existing) return { record: existing };
  const variant = { of: picture, name: 'thumb' };
  const name = `${baseName(picture.name)}.thumb.webp`;
  // Stored beside the picture before the files module: it gets its record.
  if ((await app.storage.size(thumbKey(picture.storageKey))) !== null) {
    const adopted = await adoptFile(
      app,
      { owner: ownerOf(id), name, storageKey: thumbKey(picture.storageKey), variant },
      stillShows(id, picture.storageKey),
    ).catch(missingIsNotFound);
    if (adopted) return { record: adopted };
  }
  const data = await readOrNotFound(app.storage, picture.storageKey);
  const thumb = await makeThumb(data).catch(() => undefined);
  if (!thumb) return undefined;
  const staged = await stageFile(app, { owner: ownerOf(id), name, data: thumb, variant });
  const record = await app.db.transaction(async (tx) => {
    if (!(await stillShows(id, picture.storageKey)(tx))) return undefined;
    // Made by another request meanwhile: the same bytes under the same key, and its record.
    return (await variantOf(tx, picture, 'thumb')) ?? (await recordFile(tx, staged));
  });
  if (!record) await discardBytes(app, [staged.storageKey]);
  return record ? { record } : { data: thumb, type: 'image/webp' };
}

const CACHE_FOR_GOOD = 'public, max-age=31536000, immutable';

/**
 * `POST materiali/image/{id}` (staff, one file up to 9 MB) and the public
 * `GET materiali/image/{id}` (`?size=thumb`: the small copy the tables and cards show): catalogue
 * pictures are shown to every signed-in role in <img> tags, which send no token, and hold
 * nothing private.
 */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: LIMITS.attachmentBytes, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/materiali/image/:id',
    {
      config: { roles: STAFF },
      bodyLimit: LIMITS.attachmentBytes + 64 * 1024,
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      const file = await request.file();
      if (!file) throw new AppError(400, 'materials.errors.image');
      const data = await file.toBuffer();
      const name = file.filename?.trim() || `material-${request.params.id}`;
      await saveImage(app, currentUser(request).id, request.params.id, data, name, request.ip);
      return message(request.t('materials.success.imageSaved'));
    },
  );

  app.get(
    '/materiali/image/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['materials'],
        params: idParamsSchema,
        querystring: z.object({ size: z.enum(['thumb']).optional() }),
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const imageKey = await currentKey(app, id);
      if (!imageKey) throw notFound();
      const picture = await original(app, id, imageKey);
      const image =
        request.query.size === 'thumb' && 'record' in picture
          ? ((await thumbnail(app, id, picture.record)) ?? picture)
          : picture;
      if ('record' in image)
        return sendFile(request, reply, app.storage, image.record, { cacheControl: CACHE_FOR_GOOD });
      return reply
        .type(image.type)
        .header('cache-control', CACHE_FOR_GOOD)
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
};

export default imageRoutes;
