import type { Language, SignSubmit } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import { sha256 } from '../../lib/crypto';
import { conflict } from '../../lib/errors';
import { unlessUnavailable } from '../../lib/storage/index';
import { recordAudit } from '../audit/index';
import { type Reserved, recordFile, reserveFile, writeReserved } from '../files/index';
import { buildDocument, documentBytes } from './document';
import { acceptedDocument, adoptAcceptedDocument, SIGNED_PDF_NAME, signedPdfOwner, withReserved } from './files';
import { type Caller, checkCode, gate, lockOpen, type Outcome, requireAccepted, unwrap } from './link';
import { mailDate, notifyAgents, signedPdfFileName } from './notify';
import { eventsOfSheet, findByTokenHash, insertEvent, setSheetStatus, updateRequest } from './repository';
import { checkSignature } from './signature';
import { renderSignedPdf } from './signed-pdf';

/**
 * POST sign/{token}: signs. In one transaction: the code is checked, the accepted document
 * is re-built and compared byte for byte with the stored one, the signed PDF is written,
 * request and sheet become signed with the document's SHA-256, copies are queued for the
 * signer and the agents, and the audit trail records it.
 */
export async function signSheet(app: FastifyInstance, token: string, body: SignSubmit, caller: Caller) {
  const signature = checkSignature(body.signature);
  const found = gate(await findByTokenHash(app.db, sha256(token)));
  await adoptAcceptedDocument(app, found.request.id);
  // The PDF is made from the rows the transaction locks: its key is reserved before it.
  const reserved = await reserveFile(app.db, signedPdfOwner(found.sheet.id), 'pdf');
  const outcome = await withReserved(app, reserved.storageKey, () =>
    app.db.transaction((tx) => signLocked(app, tx, { token, body, signature, caller, reserved })),
  );
  return unwrap(outcome);
}

async function signLocked(
  app: FastifyInstance,
  tx: Tx,
  call: {
    token: string;
    body: SignSubmit;
    signature: ReturnType<typeof checkSignature>;
    caller: Caller;
    reserved: Reserved;
  },
): Promise<Outcome<{ signedAt: Date; documentSha256: string }>> {
  const { token, body, signature, caller } = call;
  const ctx = await lockOpen(tx, token);
  requireAccepted(ctx);
  const checked = await checkCode(tx, ctx, body.code, caller);
  if (!checked.ok) return checked;
  const r = ctx.request;
  const language = r.language as Language;
  const accepted = await acceptedDocument(tx, r.id);
  const stored = accepted ? await app.storage.read(accepted.storageKey).catch(unlessUnavailable(null)) : null;
  const document = buildDocument(ctx, language);
  const bytes = documentBytes(document);
  if (!stored || sha256(stored) !== r.documentSha256 || !stored.equals(bytes)) {
    throw conflict('signing.errors.documentChanged');
  }
  const hash = r.documentSha256 as string;
  const signedAt = new Date();
  const signer = { ip: caller.ip, userAgent: caller.userAgent };
  if (!r.otpVerifiedAt) {
    await insertEvent(tx, { signRequestId: r.id, event: 'otp_verified', ...signer, createdAt: signedAt });
  }
  await insertEvent(tx, {
    signRequestId: r.id,
    event: 'signed',
    ...signer,
    createdAt: signedAt,
    data: { signer_name: body.signer_name, signature_kind: signature.kind, document_sha256: hash },
  });
  const pdf = await renderSignedPdf({
    document,
    documentBytes: bytes,
    documentSha256: hash,
    signRequestId: r.id,
    signer: { name: body.signer_name, email: r.email, ip: caller.ip, userAgent: caller.userAgent, signedAt },
    signature,
    events: await eventsOfSheet(tx, ctx.sheet.id),
  });
  const file = { owner: signedPdfOwner(ctx.sheet.id), name: SIGNED_PDF_NAME, data: pdf };
  const pdfKey = (await recordFile(tx, await writeReserved(app.storage, call.reserved, file))).storageKey;
  await updateRequest(tx, r.id, {
    status: 'signed',
    signerName: body.signer_name,
    signatureKind: signature.kind,
    signatureData: signature.data,
    completedAt: signedAt,
    ip: caller.ip,
    userAgent: caller.userAgent,
    documentSha256: hash,
    otpVerifiedAt: r.otpVerifiedAt ?? signedAt,
    otpHash: null,
  });
  const moved = await setSheetStatus(tx, ctx.sheet.id, 'sent', {
    status: 'signed',
    signedAt,
    documentSha256: hash,
    signedPdfKey: pdfKey,
  });
  if (!moved) throw conflict();
  await app.mailer.enqueue(tx, {
    to: r.email,
    template: 'sign-signed-copy',
    language,
    params: {
      name: body.signer_name,
      company: ctx.client.companyName,
      version: ctx.sheet.version,
      signer: body.signer_name,
      date: mailDate(signedAt, language),
      hash,
    },
    attachments: [
      {
        filename: signedPdfFileName(ctx.client.companyName, ctx.sheet.version, language),
        key: pdfKey,
        contentType: 'application/pdf',
      },
    ],
  });
  await notifyAgents(
    app,
    tx,
    ctx,
    'sign-signed-agent',
    (lang) => ({ signer: body.signer_name, date: mailDate(signedAt, lang) }),
    pdfKey,
  );
  await recordAudit(tx, {
    actorUserId: null,
    action: 'sheet.signed',
    entity: 'sheet',
    entityId: ctx.sheet.id,
    data: { signRequestId: r.id, documentSha256: hash, pdfSha256: sha256(pdf), signer: body.signer_name },
    ip: caller.ip,
  });
  return { ok: true as const, value: { signedAt, documentSha256: hash } };
}
