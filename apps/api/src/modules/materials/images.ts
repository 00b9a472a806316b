import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { LIMITS, messageResponseSchema, STAFF, successEnvelope } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { materials } from '../../db/schema/index';
import { message } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { readOrNotFound, type Storage } from '../../lib/storage/index';
import { currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { cleanStored, imageKind, kindOfKey, makeThumb, preparePicture, thumbKey } from './picture';

/** Removes a material's picture and its table copy (a missing file is no error). */
export async function removeImageFiles(storage: Storage, imageKey: string | null | undefined) {
  if (!imageKey) return;
  await Promise.all([storage.remove(imageKey), storage.remove(thumbKey(imageKey))]).catch(() => undefined);
}

async function saveImage(app: FastifyInstance, userId: number, id: number, data: Buffer, ip: string) {
  if (!imageKind(data)) throw new AppError(400, 'materials.errors.image');
  const [material] = await app.db.select({ id: materials.id }).from(materials).where(eq(materials.id, id));
  if (!material) throw notFound();
  const picture = await preparePicture(data);
  // A new key per upload: the URL changes with the picture, so it can be cached for good.
  const key = `materials/${id}/${randomUUID()}.${picture.kind.ext}`;
  let previous: string | null;
  try {
    await app.storage.put(key, picture.original);
    await app.storage.put(thumbKey(key), picture.thumb);
    previous = await app.db.transaction(async (tx) => {
      // The picture this one replaces is read under the row's lock, once the files are written:
      // of uploads at once, each then removes the one stored just before it, and none is left over.
      const [locked] = await tx
        .select({ imageKey: materials.imageKey })
        .from(materials)
        .where(eq(materials.id, id))
        .for('update');
      if (!locked) throw notFound();
      await tx.update(materials).set({ imageKey: key, updatedAt: sql`now()` }).where(eq(materials.id, id));
      await recordAudit(tx, { actorUserId: userId, action: 'material.image', entity: 'material', entityId: id, ip });
      return locked.imageKey;
    });
  } catch (error) {
    await removeImageFiles(app.storage, key);
    throw error;
  }
  await removeImageFiles(app.storage, previous);
}

const currentKey = async (app: FastifyInstance, id: number) =>
  (await app.db.select({ imageKey: materials.imageKey }).from(materials).where(eq(materials.id, id)))[0]?.imageKey ??
  null;

/**
 * Writes a file made from the material's picture `imageKey` on a request, and removes it again
 * when the material has another picture by then, or none: whoever replaced it has already
 * removed that picture's files, and would not see this one.
 */
async function writeBeside(app: FastifyInstance, id: number, imageKey: string, key: string, data: Buffer) {
  await app.storage.put(key, data);
  if ((await currentKey(app, id)) !== imageKey) await app.storage.remove(key).catch(() => undefined);
}

/** A stored file; a missing one (`ENOENT` on every store) is a 404, a store that fails is its own error. */
/**
 * The table copy of a picture stored before copies were made: made once, on its first request.
 * A picture sharp cannot read any more is served as it is.
 */
async function readThumb(app: FastifyInstance, id: number, imageKey: string) {
  const key = thumbKey(imageKey);
  if ((await app.storage.size(key)) !== null)
    return { data: await readOrNotFound(app.storage, key), type: 'image/webp' };
  const thumb = await makeThumb(await readOrNotFound(app.storage, imageKey)).catch(() => undefined);
  if (!thumb) return undefined;
  await writeBeside(app, id, imageKey, key, thumb);
  return { data: thumb, type: 'image/webp' };
}

/**
 * The picture as stored. One stored before uploads were cleaned loses its metadata on its first
 * request, in place (its address stays); one that cannot be cleaned is not served.
 */
async function readOriginal(app: FastifyInstance, id: number, imageKey: string) {
  const data = await readOrNotFound(app.storage, imageKey);
  const cleaned = await cleanStored(data, imageKey).catch(() => {
    throw notFound();
  });
  if (cleaned) await writeBeside(app, id, imageKey, imageKey, cleaned);
  return { data: cleaned ?? data, type: kindOfKey(imageKey)?.type ?? 'application/octet-stream' };
}

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
      await saveImage(app, currentUser(request).id, request.params.id, data, request.ip);
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
      const imageKey = await currentKey(app, request.params.id);
      if (!imageKey) throw notFound();
      const thumb = request.query.size === 'thumb' ? await readThumb(app, request.params.id, imageKey) : undefined;
      const image = thumb ?? (await readOriginal(app, request.params.id, imageKey));
      return reply
        .type(image.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
};

export default imageRoutes;
