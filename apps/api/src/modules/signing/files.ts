import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/index';
import { notFound } from '../../lib/errors';
import { adoptFile, discardBytes, type FileOwner, type FileRecord, fileByKey, listFiles } from '../files/index';
import { documentKey } from './document';

/**
 * The files signing stores through the files module: the document a signer accepted (owned by the
 * sign request, `request-<id>`) and the signed PDF (owned by the sheet, `sheet-<id>`; the sheet's
 * `signed_pdf_key` names its bytes). Files stored before the module, under the keys of
 * `document.ts`, get their record on first use.
 */
export const documentOwner = (requestId: number): FileOwner => ({ domain: 'signing', key: `request-${requestId}` });
export const signedPdfOwner = (sheetId: number): FileOwner => ({ domain: 'signing', key: `sheet-${sheetId}` });

/** The record name of an accepted document (a download never names it). */
export const DOCUMENT_NAME = 'document.json';
export const DOCUMENT_TYPE = 'application/json';
/** The record name of a signed PDF; downloads are named in the request's language. */
export const SIGNED_PDF_NAME = 'signed.pdf';

const missingIsNotFound = (error: unknown): never => {
  throw (error as { code?: unknown }).code === 'ENOENT' ? notFound() : error;
};

/** The document the signer last accepted on this request, if any. */
export async function acceptedDocument(db: DbOrTx, requestId: number): Promise<FileRecord | undefined> {
  const documents = (await listFiles(db, documentOwner(requestId))).filter((file) => file.name === DOCUMENT_NAME);
  return documents.at(-1);
}

/**
 * Gives a document accepted before the files module (at `signing/<id>/document.json`) its record,
 * before the signing transaction reads it. One missing, or a request that has a record, is left.
 */
export async function adoptAcceptedDocument(app: FastifyInstance, requestId: number): Promise<void> {
  if (await acceptedDocument(app.db, requestId)) return;
  const storageKey = documentKey(requestId);
  if ((await app.storage.size(storageKey)) === null) return;
  await adoptFile(app, {
    owner: documentOwner(requestId),
    name: DOCUMENT_NAME,
    storageKey,
    fallbackType: DOCUMENT_TYPE,
  }).catch(missingIsNotFound);
}

/**
 * The record of a sheet's signed PDF, whose bytes `signed_pdf_key` names: one written before the
 * files module gets it now. Bytes the store lacks answer 404.
 */
export async function signedPdfFile(
  app: FastifyInstance,
  sheet: { id: number; signedPdfKey: string },
): Promise<FileRecord> {
  return signedPdfOf(app, signedPdfOwner(sheet.id), sheet.signedPdfKey);
}

/** The record of any signed subject's PDF (its owner, the key its row names). */
export async function signedPdfOf(app: FastifyInstance, owner: FileOwner, key: string): Promise<FileRecord> {
  const record = await fileByKey(app.db, key);
  if (record) return record;
  const adopted = await adoptFile(app, { owner, name: SIGNED_PDF_NAME, storageKey: key }).catch(missingIsNotFound);
  if (!adopted) throw notFound();
  return adopted;
}

/**
 * Runs `work` (the owner's transaction, which writes the bytes of a file reserved before it and
 * records them); the bytes are removed at once if it fails or returns a failure, else the sweeper
 * would after its grace time.
 */
export async function withReserved<T extends { ok: boolean }>(
  app: FastifyInstance,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  let outcome: T;
  try {
    outcome = await work();
  } catch (error) {
    await discardBytes(app, [key]).catch(() => undefined);
    throw error;
  }
  if (!outcome.ok) await discardBytes(app, [key]).catch(() => undefined);
  return outcome;
}
