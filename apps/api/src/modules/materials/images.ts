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
import type { Storage } from '../../lib/storage/index';
import { currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/record';

/** The image kinds a material may have, recognised by their first bytes, not by name or header. */
const KINDS = [
  { type: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    ext: 'png',
    test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const imageKind = (data: Buffer) => KINDS.find((k) => data.length >= 12 && k.test(data));

/** The table copy: a square as the tables and cards show it (`object-fit: cover`), sharp at 2× on a 72 px card. */
export const THUMB_SIZE = 160;
/** Beyond this a 9 MB file is a decompression bomb, not a catalogue picture (a 48 MP camera fits). */
export const IMAGE_MAX_MEGAPIXELS = 50;

/** The table copy's key beside the original's: `materials/2/<uuid>.png` → `materials/2/<uuid>.thumb.webp`. */
export const thumbKey = (imageKey: string) => `${imageKey.replace(/\.[a-z]+$/, '')}.thumb.webp`;

/** Decodes the picture (a file whose first bytes lie is refused here) and makes its table copy. */
export async function makeThumb(data: Buffer): Promise<Buffer> {
  // Imported here: a start that serves no upload does not load libvips.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) throw new AppError(400, 'materials.errors.image');
  if (meta.width * meta.height > IMAGE_MAX_MEGAPIXELS * 1_000_000) {
    throw new AppError(400, 'materials.errors.imagePixels', { megapixels: IMAGE_MAX_MEGAPIXELS });
  }
  return sharp(data, { limitInputPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000 })
    .rotate() // as the camera held it (EXIF orientation), as browsers show the original
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw new AppError(400, 'materials.errors.image');
    });
}

/** Removes a material's picture and its table copy (a missing file is no error). */
export async function removeImageFiles(storage: Storage, imageKey: string | null | undefined) {
  if (!imageKey) return;
  await Promise.all([storage.remove(imageKey), storage.remove(thumbKey(imageKey))]).catch(() => undefined);
}

async function saveImage(app: FastifyInstance, userId: number, id: number, data: Buffer, ip: string) {
  const kind = imageKind(data);
  if (!kind) throw new AppError(400, 'materials.errors.image');
  const [material] = await app.db.select({ imageKey: materials.imageKey }).from(materials).where(eq(materials.id, id));
  if (!material) throw notFound();
  const thumb = await makeThumb(data);
  // A new key per upload: the URL changes with the picture, so it can be cached for good.
  const key = `materials/${id}/${randomUUID()}.${kind.ext}`;
  try {
    await app.storage.put(key, data);
    await app.storage.put(thumbKey(key), thumb);
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(materials)
        .set({ imageKey: key, updatedAt: sql`now()` })
        .where(eq(materials.id, id))
        .returning({ id: materials.id });
      if (!row) throw notFound();
      await recordAudit(tx, { actorUserId: userId, action: 'material.image', entity: 'material', entityId: id, ip });
    });
  } catch (error) {
    await removeImageFiles(app.storage, key);
    throw error;
  }
  await removeImageFiles(app.storage, material.imageKey);
}

/**
 * The table copy of a picture stored before copies were made: made once, on its first request.
 * A picture sharp cannot read any more is served as it is.
 */
async function readThumb(storage: Storage, imageKey: string, original: () => Promise<Buffer>) {
  const key = thumbKey(imageKey);
  if ((await storage.size(key)) !== null) return { data: await storage.read(key), type: 'image/webp' };
  const data = await original();
  const thumb = await makeThumb(data).catch(() => undefined);
  if (!thumb) return undefined;
  await storage.put(key, thumb);
  return { data: thumb, type: 'image/webp' };
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
      const [material] = await app.db
        .select({ imageKey: materials.imageKey })
        .from(materials)
        .where(eq(materials.id, request.params.id));
      const imageKey = material?.imageKey;
      if (!imageKey) throw notFound();
      const original = async () => {
        const data = await app.storage.read(imageKey).catch(() => undefined);
        if (!data) throw notFound();
        return data;
      };
      const kind = KINDS.find((k) => k.ext === imageKey.split('.').pop());
      const thumb = request.query.size === 'thumb' ? await readThumb(app.storage, imageKey, original) : undefined;
      const image = thumb ?? { data: await original(), type: kind?.type ?? 'application/octet-stream' };
      return reply
        .type(image.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
};

export default imageRoutes;
