import type { Language, SignSubmit } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import { sha256 } from '../../lib/crypto';
import { conflict } from '../../lib/errors';
import { unlessUnavailable } from '../../lib/storage/index';
import { type Reserved, recordFile, reserveFile, writeReserved } from '../files/index';
import { documentBytes } from './document';
import { acceptedDocument, adoptAcceptedDocument, SIGNED_PDF_NAME, withReserved } from './files';
import { type SignKindName, wordsOf } from './kinds';
import { type Caller, checkCode, gate, lockOpen, type Outcome, requireAccepted, unwrap } from './link';
import { findByTokenHash, insertEvent, updateRequest } from './repository';
import { checkSignature } from './signature';
import { renderSignedPdf } from './signed-pdf';

/**
 * POST sign/{token}: signs. In one transaction: the code is checked, the accepted document
 * is re-built and compared byte for byte with the stored one, the signed PDF is written, the
 * request becomes signed with the document's SHA-256, and the kind does the rest (a sheet
 * becomes signed and its copies are queued for the signer and the agents; an adhesion becomes
 * signed and its copy is queued for the customer), with the audit trail.
 */
export async function signSheet(app: FastifyInstance, token: string, body: SignSubmit, caller: Caller) {
  const signature = checkSignature(body.signature);
  const found = gate(await findByTokenHash(app.db, sha256(token)));
  await adoptAcceptedDocument(app, found.request.id);
  // The PDF is made from the rows the transaction locks: its key is reserved before it.
  const reserved = await reserveFile(app.db, found.subject.pdfOwner, 'pdf');
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
): Promise<Outcome<{ signedAt: Date; documentSha256: string; kind: SignKindName }>> {
  const { token, body, signature, caller } = call;
  const ctx = await lockOpen(tx, token);
  requireAccepted(ctx);
  const checked = await checkCode(tx, ctx, body.code, caller);
  if (!checked.ok) return checked;
  const r = ctx.request;
  const language = r.language as Language;
  const accepted = await acceptedDocument(tx, r.id);
  const stored = accepted ? await app.storage.read(accepted.storageKey).catch(unlessUnavailable(null)) : null;
  const document = ctx.subject.document(language);
  const bytes = documentBytes(document);
  if (!stored || sha256(stored) !== r.documentSha256 || !stored.equals(bytes)) {
    throw conflict(wordsOf(r).documentChanged);
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
    events: await ctx.subject.events(tx),
    body: ctx.subject.pdfBody(document),
  });
  const file = { owner: ctx.subject.pdfOwner, name: SIGNED_PDF_NAME, data: pdf };
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
  await ctx.subject.signed(app, tx, r, {
    signedAt,
    hash,
    pdfKey,
    pdfSha256: sha256(pdf),
    signerName: body.signer_name,
    language,
    caller,
  });
  return { ok: true as const, value: { signedAt, documentSha256: hash, kind: ctx.subject.kind } };
}
