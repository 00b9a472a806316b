import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  CONTENT_ATTACHMENT_TYPES,
  CONTENT_IMAGE_TYPES,
  CONTENT_LIMITS,
  type ContentFileRole,
  isStorableText,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { discardBytes, recordFile, type StagedFile, stageFile } from '../files/index';
import { fileCount, storedItem } from './repository';
import { contentFiles } from './schema';

export const OWNER_DOMAIN = 'content';

const LIMIT_OF: Record<ContentFileRole, number> = {
  image: CONTENT_LIMITS.imageBytes,
  attachment: CONTENT_LIMITS.attachmentBytes,
};
const TYPES_OF: Record<ContentFileRole, Record<string, string>> = {
  image: CONTENT_IMAGE_TYPES,
  attachment: CONTENT_ATTACHMENT_TYPES,
};

/** The part's bytes as they come; past the role's limit (or the parser's) the upload is refused. */
function limited(part: MultipartFile, max: number) {
  return (async function* () {
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > max) throw new AppError(413, 'validation.fileTooLarge');
      yield chunk;
    }
    if (part.file.truncated) throw new AppError(413, 'validation.fileTooLarge');
  })();
}

/**
 * A download name a header and the database can hold; control characters, the bidirectional
 * controls that would disguise the extension (`report\u202efdp.exe` shows as `reportexe.pdf`) and
 * path separators go.
 */
function fileName(filename: string | undefined, ext: string): string {
  const cleaned = (filename ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\\/]/g, '_')
    .trim()
    .slice(0, 200);
  return cleaned && isStorableText(cleaned) ? cleaned : `file.${ext}`;
}

/** The parser's refusals of a part past the route's limits (one file part, no field). */
const PART_LIMITS = ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'];

/**
 * The upload's one part, a file named `file`, staged; any other part, before or after it, is an
 * unexpected field (before, a second part was dropped unseen, or the upload called too large).
 */
async function stageOnePart(
  app: FastifyInstance,
  request: FastifyRequest,
  itemId: number,
  user: AuthUser,
  role: ContentFileRole,
): Promise<{ part: MultipartFile; staged: StagedFile }> {
  let found: { part: MultipartFile; staged: StagedFile } | undefined;
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type !== 'file' || part.fieldname !== 'file' || found) {
        if (part.type === 'file') part.file.resume();
        throw badRequest('validation.unexpectedField');
      }
      const staged = await stageFile(app, {
        owner: { domain: OWNER_DOMAIN, key: itemId },
        name: part.filename || 'file',
        data: limited(part, LIMIT_OF[role]),
        createdBy: user.id,
      });
      found = { part, staged };
    }
  } catch (error) {
    if (found) await discardBytes(app, [found.staged.storageKey]).catch(() => undefined);
    if (PART_LIMITS.includes((error as { code?: string }).code ?? '')) throw badRequest('validation.unexpectedField');
    throw error;
  }
  if (!found) throw badRequest('content.errors.noFile');
  return found;
}

/**
 * `POST content/item/{id}/files?role=`: one file part, streamed to the files module as it comes
 * (never whole in memory), its type read from its first bytes and checked against the role's list,
 * then recorded with the item in one transaction. A refused or cut-off upload leaves nothing.
 */
export async function uploadContentFile(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  itemId: number,
  role: ContentFileRole,
) {
  if (!request.isMultipart()) throw new AppError(415, 'errors.unsupportedMediaType');
  if (!(await storedItem(app.db, itemId))) throw notFound();
  if ((await fileCount(app.db, itemId)) >= CONTENT_LIMITS.files) {
    throw badRequest('content.errors.tooManyFiles', { max: CONTENT_LIMITS.files });
  }
  const { part, staged } = await stageOnePart(app, request, itemId, user, role);
  const ext = TYPES_OF[role][staged.type];
  if (staged.size === 0 || !ext) {
    await discardBytes(app, [staged.storageKey]).catch(() => undefined);
    const name = fileName(part.filename, 'bin');
    if (staged.size === 0) throw badRequest('content.errors.emptyFile', { name });
    throw badRequest(role === 'image' ? 'content.errors.imageType' : 'content.errors.attachmentType', { name });
  }
  staged.name = fileName(part.filename, ext);
  try {
    return await app.db.transaction(async (tx) => {
      // The item may have gone, or filled up, while the bytes came.
      if (!(await storedItem(tx, itemId, true))) throw notFound();
      if ((await fileCount(tx, itemId)) >= CONTENT_LIMITS.files) {
        throw badRequest('content.errors.tooManyFiles', { max: CONTENT_LIMITS.files });
      }
      const record = await recordFile(tx, staged);
      await tx.insert(contentFiles).values({ fileId: record.id, itemId, role });
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'content.fileUpload',
        entity: 'content',
        entityId: itemId,
        data: { file: record.id, role },
        ip: request.ip,
      });
      return { id: record.id, role, name: record.name, type: record.type, size: record.size };
    });
  } catch (error) {
    await discardBytes(app, [staged.storageKey]).catch(() => undefined);
    throw error;
  }
}
