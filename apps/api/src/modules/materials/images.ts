import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { LIMITS, messageResponseSchema, STAFF, successEnvelope } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { materials } from '../../db/schema/index';
import { message } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
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

async function saveImage(app: FastifyInstance, userId: number, id: number, data: Buffer, ip: string) {
  const kind = imageKind(data);
  if (!kind) throw new AppError(400, 'materials.errors.image');
  const [material] = await app.db.select({ imageKey: materials.imageKey }).from(materials).where(eq(materials.id, id));
  if (!material) throw notFound();
  // A new key per upload: the URL changes with the picture, so it can be cached for good.
  const key = `materials/${id}/${randomUUID()}.${kind.ext}`;
  await app.storage.put(key, data);
  await app.db.transaction(async (tx) => {
    await tx.update(materials).set({ imageKey: key, updatedAt: sql`now()` }).where(eq(materials.id, id));
    await recordAudit(tx, { actorUserId: userId, action: 'material.image', entity: 'material', entityId: id, ip });
  });
  if (material.imageKey) await app.storage.remove(material.imageKey).catch(() => undefined);
}

/**
 * `POST materiali/image/{id}` (staff, one file up to 9 MB) and the public
 * `GET materiali/image/{id}`: catalogue pictures are shown to every signed-in role in <img>
 * tags, which send no token, and hold nothing private.
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
    { config: { auth: 'public' }, schema: { tags: ['materials'], params: idParamsSchema } },
    async (request, reply) => {
      const [material] = await app.db
        .select({ imageKey: materials.imageKey })
        .from(materials)
        .where(eq(materials.id, request.params.id));
      if (!material?.imageKey) throw notFound();
      const ext = material.imageKey.split('.').pop();
      const kind = KINDS.find((k) => k.ext === ext);
      return reply
        .type(kind?.type ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(await app.storage.read(material.imageKey));
    },
  );
};

export default imageRoutes;
