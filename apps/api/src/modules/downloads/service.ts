import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  DOWNLOAD_LIMITS,
  DOWNLOAD_UPLOAD_PARTS,
  type DownloadAudience,
  type DownloadFileUpdate,
  type DownloadFolderInput,
  type DownloadFolderUpdate,
  downloadAudienceOf,
  downloadUploadFieldsSchema,
  isStorableText,
  type Language,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { deleteFiles, discardBytes, recordFile, type StagedFile, stageFile } from '../files/index';
import {
  depthOf,
  type FolderRow,
  filesIn,
  findFile,
  heightOf,
  lockFolder,
  lockFolders,
  lockSubtree,
  type Reader,
  subtreeIds,
  visibleFolders,
} from './repository';
import { downloadFiles, downloadFolders } from './schema';

export const OWNER_DOMAIN = 'downloads';
export const MAX_MB = Math.round(DOWNLOAD_LIMITS.fileBytes / 1024 / 1024);
const tooLarge = () => new AppError(413, 'downloads.errors.tooLarge', { mb: MAX_MB });

/** The reader's audience (staff: null, every folder and file). */
export const readerOf = (user: AuthUser): Reader =>
  downloadAudienceOf({ userType: user.userType, press: user.clientKind === 'press' });

/** A folder's name in `lang`, else English, else Italian. */
export function folderName(folder: FolderRow, lang: Language): string {
  const own = lang === 'it' ? folder.name_it : folder[`name_${lang}`];
  return own || folder.name_en || folder.name_it;
}

/** May this reader see the file (its own audience, else its folder's, and every folder above)? */
export async function readableFile(app: FastifyInstance, reader: Reader, fileId: string) {
  const file = await findFile(app.db, fileId);
  if (!file) return undefined;
  if (reader === null) return file;
  const audience = (file.audience ?? file.folder_audience) as DownloadAudience[];
  if (!audience.includes(reader)) return undefined;
  const folders = await visibleFolders(app.db, reader);
  return folders.some((f) => f.id === file.folder_id) ? file : undefined;
}

const names = (input: DownloadFolderUpdate) => ({
  ...(input.name_it !== undefined && { nameIt: input.name_it }),
  ...(input.name_en !== undefined && { nameEn: input.name_en || null }),
  ...(input.name_fr !== undefined && { nameFr: input.name_fr || null }),
  ...(input.name_es !== undefined && { nameEs: input.name_es || null }),
});

/** The advisory lock of folder moves into a folder (exclusive) and folders made in one (shared). */
const FOLDER_MOVES = sql`hashtext('download-folder-moves')`;

export async function createFolder(app: FastifyInstance, user: AuthUser, input: DownloadFolderInput) {
  return app.db.transaction(async (tx) => {
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
      // Beside other new folders, never while a move (which may take the parent deeper) checks depths.
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${FOLDER_MOVES})`);
      if (!(await lockFolder(tx, parentId))) throw notFound();
      if ((await depthOf(tx, parentId)) + 1 > DOWNLOAD_LIMITS.depth) {
        throw badRequest('downloads.errors.tooDeep', { max: DOWNLOAD_LIMITS.depth });
      }
    }
    const [row] = await tx
      .insert(downloadFolders)
      .values({
        parentId,
        nameIt: input.name_it,
        ...names(input),
        audience: [...new Set(input.audience)],
        createdBy: user.id,
      })
      .returning({ id: downloadFolders.id });
    const id = row?.id as number;
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'download-folder.create',
      entity: 'download_folder',
      entityId: id,
    });
    return { id };
  });
}

export async function updateFolder(app: FastifyInstance, user: AuthUser, id: number, input: DownloadFolderUpdate) {
  await app.db.transaction(async (tx) => {
    const target = input.parent_id ?? null;
    // One move into a folder at a time: two moves each right alone (A under B's subfolder, B under
    // A's) would together make a ring of folders under no top folder. Taken before any folder, so
    // the second move reads the tree the first one left and finds the loop.
    if (target !== null) await tx.execute(sql`select pg_advisory_xact_lock(${FOLDER_MOVES})`);
    // The folder and its new parent locked together, in id order, as a deletion locks a tree.
    const locked = await lockFolders(tx, target === null ? [id] : [id, target]);
    const folder = locked.find((f) => f.id === id);
    if (!folder) throw notFound();
    const moving = input.parent_id !== undefined && input.parent_id !== folder.parent_id;
    if (moving && target !== null) {
      if (!locked.some((f) => f.id === target)) throw notFound();
      if ((await subtreeIds(tx, id)).includes(target)) throw badRequest('downloads.errors.folderLoop');
      if ((await depthOf(tx, target)) + (await heightOf(tx, id)) > DOWNLOAD_LIMITS.depth) {
        throw badRequest('downloads.errors.tooDeep', { max: DOWNLOAD_LIMITS.depth });
      }
    }
    await tx
      .update(downloadFolders)
      .set({
        ...names(input),
        ...(moving && { parentId: input.parent_id ?? null }),
        ...(input.audience && { audience: [...new Set(input.audience)] }),
        updatedAt: new Date(),
      })
      .where(eq(downloadFolders.id, id));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'download-folder.update',
      entity: 'download_folder',
      entityId: id,
      data: { fields: Object.keys(input) },
    });
  });
}

/** Deletes a folder, the folders under it and all their files; their bytes go after the commit. */
export async function deleteFolder(app: FastifyInstance, user: AuthUser, id: number) {
  const keys = await app.db.transaction(async (tx) => {
    // Every folder of the tree locked: a file or folder put under it meanwhile would be left in
    // a deleted folder (its writer now waits, then finds the folder missing).
    const tree = await lockSubtree(tx, id);
    if (tree.length === 0) throw notFound();
    const fileIds = await filesIn(tx, tree);
    if (fileIds.length > 0) {
      await tx.execute(sql`delete from download_files where file_id = any(${`{${fileIds.join(',')}}`}::uuid[])`);
    }
    const gone = await deleteFiles(tx, fileIds);
    await tx.delete(downloadFolders).where(eq(downloadFolders.id, id));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'download-folder.delete',
      entity: 'download_folder',
      entityId: id,
      data: { folders: tree.length, files: fileIds.length },
    });
    return gone;
  });
  await discardBytes(app, keys).catch(() => undefined);
}

export async function updateFile(app: FastifyInstance, user: AuthUser, fileId: string, input: DownloadFileUpdate) {
  await app.db.transaction(async (tx) => {
    const file = await findFile(tx, fileId);
    if (!file) throw notFound();
    if (input.folder_id !== undefined && !(await lockFolder(tx, input.folder_id))) throw notFound();
    await tx
      .update(downloadFiles)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.folder_id !== undefined && { folderId: input.folder_id }),
        ...(input.audience !== undefined && { audience: input.audience ? [...new Set(input.audience)] : null }),
      })
      .where(eq(downloadFiles.fileId, fileId));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'download-file.update',
      entity: 'download_file',
      entityId: fileId,
      data: { fields: Object.keys(input) },
    });
  });
}

export async function deleteFile(app: FastifyInstance, user: AuthUser, fileId: string) {
  const keys = await app.db.transaction(async (tx) => {
    const file = await findFile(tx, fileId);
    if (!file) throw notFound();
    await tx.delete(downloadFiles).where(eq(downloadFiles.fileId, fileId));
    const gone = await deleteFiles(tx, [fileId]);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'download-file.delete',
      entity: 'download_file',
      entityId: fileId,
    });
    return gone;
  });
  await discardBytes(app, keys).catch(() => undefined);
}

/** A name a header and the database can hold: no control characters, no path, at most 200. */
export function shownName(filename: string | undefined): string {
  const cleaned = (filename ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, DOWNLOAD_LIMITS.fileTitle);
  return cleaned && isStorableText(cleaned) ? cleaned : 'file';
}

/** The file part's bytes as they come; past the limit the parser cuts it: a 413. */
function limited(part: MultipartFile) {
  return (async function* () {
    for await (const chunk of part.file as AsyncIterable<Buffer>) yield chunk;
    if (part.file.truncated) throw tooLarge();
  })();
}

const PART_LIMITS = ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'];

const isTooLarge = (error: unknown) =>
  ['FST_REQ_FILE_TOO_LARGE', 'FST_ERR_CTP_BODY_TOO_LARGE'].includes((error as { code?: string }).code ?? '');

/**
 * An upload into a folder (multipart: `title` and `audience` first, if any, then `file`): the
 * bytes stream to the store as they arrive (never whole in memory); once whole, the record and the
 * area's row are written in one transaction. Over the limit (by its declared length, or as it
 * comes) is a 413; an upload cut short or refused leaves nothing recorded and its bytes removed.
 */
export async function upload(app: FastifyInstance, request: FastifyRequest, user: AuthUser, folderId: number) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > DOWNLOAD_LIMITS.fileBytes + 1024 * 1024) throw tooLarge();
  if (!request.isMultipart()) throw new AppError(415, 'errors.unsupportedMediaType');
  const exists = await app.db
    .select({ id: downloadFolders.id })
    .from(downloadFolders)
    .where(eq(downloadFolders.id, folderId));
  if (exists.length === 0) throw notFound();
  const fields: Record<string, string> = {};
  let staged: StagedFile | undefined;
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        const known =
          part.fieldname === DOWNLOAD_UPLOAD_PARTS.title || part.fieldname === DOWNLOAD_UPLOAD_PARTS.audience;
        if (!known || staged || part.fieldname in fields) throw badRequest('validation.unexpectedField');
        fields[part.fieldname] = part.valueTruncated ? '\u0000' : String(part.value);
        continue;
      }
      if (part.fieldname !== DOWNLOAD_UPLOAD_PARTS.file || staged) {
        part.file.resume();
        throw badRequest('validation.unexpectedField');
      }
      const name = shownName(part.filename);
      staged = await stageFile(app, {
        owner: { domain: OWNER_DOMAIN, key: folderId },
        name,
        data: limited(part),
        createdBy: user.id,
      });
      if (staged.size === 0) throw badRequest('downloads.errors.emptyFile');
    }
    if (!staged) throw badRequest('downloads.errors.noFile');
    const parsed = downloadUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(issue?.message?.includes('.') ? issue.message : 'downloads.validation.audience');
    }
    const file = staged;
    const title = parsed.data.title || file.name;
    await app.db.transaction(async (tx) => {
      if (!(await lockFolder(tx, folderId))) throw notFound();
      await recordFile(tx, file);
      await tx.insert(downloadFiles).values({
        fileId: file.id,
        folderId,
        title,
        audience: parsed.data.audience ? [...new Set(parsed.data.audience)] : null,
        createdBy: user.id,
      });
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'download-file.upload',
        entity: 'download_file',
        entityId: file.id,
        data: { folder: folderId, size: file.size },
      });
    });
    return { id: file.id, title };
  } catch (error) {
    if (staged) await discardBytes(app, [staged.storageKey]).catch(() => undefined);
    if (isTooLarge(error)) throw tooLarge();
    // Parts past the parser's limits (a second file, a third field) or a field typed JSON that is not.
    const code = (error as { code?: string }).code ?? '';
    if (PART_LIMITS.includes(code)) throw badRequest('validation.unexpectedField');
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw badRequest('errors.malformedJson');
    throw error;
  }
}
