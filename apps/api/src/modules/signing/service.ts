import { type Language, SIGNING, type SignAccept, type SignView } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Tx } from '../../db/index';
import { sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import {
  deleteFiles,
  discardBytes,
  type FileRecord,
  listFiles,
  recordFile,
  releaseBytes,
  reserveFile,
  writeReserved,
} from '../files/index';
import { documentBytes, documentKey, documentSha256 } from './document';
import { DOCUMENT_NAME, DOCUMENT_TYPE, documentOwner, signedPdfOf, withReserved } from './files';
import type { SignDocument, SignKindName } from './kinds';
import { wordsOf } from './kinds';
import { type Caller, checkCode, gate, lockOpen, requireAccepted, unwrap } from './link';
import { maskEmail, newOtp, OTP_TTL_MS, otpHash } from './otp';
import { countEvents, findByTokenHash, insertEvent, type Signing, updateRequest } from './repository';

export type { Caller } from './link';
export { signSheet } from './sign';

/** GET sign/{token}: what to read (a sheet, an adhesion), the texts to accept, where the signer stands. */
export async function openSigning(app: FastifyInstance, token: string, caller: Caller): Promise<SignView> {
  const ctx = gate(await findByTokenHash(app.db, sha256(token)));
  const r = ctx.request;
  // Reloads within a few minutes from the same browser are one opening, not many.
  const [recent] = await queryRows<{ id: number }>(
    app.db,
    sql`select id from sign_events where sign_request_id = ${r.id} and event = 'opened'
          and ip is not distinct from ${caller.ip} and user_agent is not distinct from ${caller.userAgent}
          and created_at > now() - interval '5 minutes' limit 1`,
  );
  if (!recent) {
    await insertEvent(app.db, {
      signRequestId: r.id,
      event: 'opened',
      ip: caller.ip,
      userAgent: caller.userAgent,
      data: { language: caller.lang },
    });
  }
  const now = Date.now();
  const codeLive = Boolean(r.otpHash && r.otpExpiresAt && r.otpExpiresAt.getTime() > now);
  const exhausted = r.otpAttempts >= SIGNING.otpMaxAttempts;
  const sentAt = r.otpExpiresAt ? r.otpExpiresAt.getTime() - OTP_TTL_MS : 0;
  const resendIn = exhausted ? 0 : Math.max(0, Math.ceil((sentAt + SIGNING.otpResendSeconds * 1000 - now) / 1000));
  const document = ctx.subject.document(caller.lang);
  return {
    status: 'open',
    language: caller.lang,
    expires_at: r.expiresAt.toISOString(),
    signer: { email_masked: maskEmail(r.email) },
    ...ctx.subject.view(caller.lang),
    texts: document.texts,
    state: {
      terms_accepted: Boolean(r.termsAcceptedAt),
      code_sent: codeLive && !exhausted,
      code_expires_at: codeLive && r.otpExpiresAt ? r.otpExpiresAt.toISOString() : null,
      code_attempts_left: r.otpHash ? Math.max(0, SIGNING.otpMaxAttempts - r.otpAttempts) : SIGNING.otpMaxAttempts,
      code_resend_in: resendIn,
      verified: Boolean(r.otpVerifiedAt) && codeLive && !exhausted,
    },
    document_sha256: documentSha256(document),
  };
}

/**
 * POST sign/{token}/accept: the signer accepts the sheet, the privacy notice and the sales
 * conditions as shown in their language. That exact document is stored (a file of the request,
 * replacing one accepted before) and its hash kept.
 */
export async function acceptTerms(
  app: FastifyInstance,
  token: string,
  _body: SignAccept,
  caller: Caller,
): Promise<SignKindName> {
  const owner = documentOwner(gate(await findByTokenHash(app.db, sha256(token))).request.id);
  const reserved = await reserveFile(app.db, owner, 'json');
  const { replaced, kind } = await withReserved(app, reserved.storageKey, () =>
    app.db.transaction(async (tx) => {
      const ctx = await lockOpen(tx, token);
      const document = ctx.subject.document(caller.lang);
      const bytes = documentBytes(document);
      const hash = sha256(bytes);
      const earlier = (await listFiles(tx, owner)).filter((file) => file.name === DOCUMENT_NAME);
      const replaced = await deleteFiles(
        tx,
        earlier.map((file) => file.id),
      );
      // One accepted before the files module, never adopted, goes too.
      await releaseBytes(tx, [documentKey(ctx.request.id)]);
      const file = { owner, name: DOCUMENT_NAME, data: bytes, fallbackType: DOCUMENT_TYPE };
      await recordFile(tx, await writeReserved(app.storage, reserved, file));
      await acceptedSteps(tx, ctx, document, hash, caller);
      return { ok: true, replaced: [...replaced, documentKey(ctx.request.id)], kind: ctx.subject.kind };
    }),
  );
  // Listed as loose in the transaction: should the store be down now, the sweeper removes them.
  await discardBytes(app, replaced).catch(() => undefined);
  return kind;
}

/** The request and its events once the document is stored. */
async function acceptedSteps(tx: Tx, ctx: Signing, document: SignDocument, hash: string, caller: Caller) {
  await updateRequest(tx, ctx.request.id, {
    termsAcceptedAt: new Date(),
    documentSha256: hash,
    language: caller.lang,
  });
  await insertEvent(tx, {
    signRequestId: ctx.request.id,
    event: 'accepted',
    ip: caller.ip,
    userAgent: caller.userAgent,
    data: {
      [ctx.subject.kind]: true,
      privacy: true,
      conditions: true,
      language: caller.lang,
      document_sha256: hash,
      privacy_version: document.texts.privacy.version,
      conditions_version: document.texts.conditions.version,
    },
  });
}

/** POST sign/{token}/otp: a fresh 6-digit code to the signer's address, throttled. */
export async function sendCode(app: FastifyInstance, token: string, caller: Caller) {
  return app.db.transaction(async (tx) => {
    const ctx = await lockOpen(tx, token);
    requireAccepted(ctx);
    const r = ctx.request;
    const now = Date.now();
    if (r.otpExpiresAt && r.otpAttempts < SIGNING.otpMaxAttempts) {
      const wait = r.otpExpiresAt.getTime() - OTP_TTL_MS + SIGNING.otpResendSeconds * 1000 - now;
      if (wait > 0) throw new AppError(429, 'signing.errors.codeWait', { seconds: Math.ceil(wait / 1000) });
    }
    if ((await countEvents(tx, r.id, 'otp_sent')) >= SIGNING.otpMaxPerLink) {
      throw new AppError(429, 'signing.errors.tooManyCodes');
    }
    const code = newOtp();
    const expiresAt = new Date(now + OTP_TTL_MS);
    await updateRequest(tx, r.id, {
      otpHash: otpHash(r.tokenHash, code),
      otpExpiresAt: expiresAt,
      otpAttempts: 0,
      otpVerifiedAt: null,
    });
    await insertEvent(tx, {
      signRequestId: r.id,
      event: 'otp_sent',
      ip: caller.ip,
      userAgent: caller.userAgent,
      data: { expires_at: expiresAt.toISOString() },
    });
    await app.mailer.enqueue(tx, {
      to: r.email,
      template: ctx.subject.otpTemplate,
      language: caller.lang,
      params: { name: ctx.subject.company, company: ctx.subject.company, code, minutes: SIGNING.otpTtlMinutes },
    });
    return { expiresAt, emailMasked: maskEmail(r.email) };
  });
}

/** POST sign/{token}/verify: checks the code before the signer draws; signing checks it again. */
export async function verifyCode(app: FastifyInstance, token: string, code: string, caller: Caller) {
  const outcome = await app.db.transaction(async (tx) => {
    const ctx = await lockOpen(tx, token);
    requireAccepted(ctx);
    const checked = await checkCode(tx, ctx, code, caller);
    if (checked.ok && !ctx.request.otpVerifiedAt) {
      await updateRequest(tx, ctx.request.id, { otpVerifiedAt: new Date() });
      await insertEvent(tx, {
        signRequestId: ctx.request.id,
        event: 'otp_verified',
        ip: caller.ip,
        userAgent: caller.userAgent,
      });
    }
    return checked;
  });
  unwrap(outcome);
}

/** POST sign/{token}/decline: the signer refuses, with a reason (a sheet's agents are told). */
export async function declineSigning(
  app: FastifyInstance,
  token: string,
  reason: string,
  caller: Caller,
): Promise<SignKindName> {
  return app.db.transaction(async (tx) => {
    const ctx = await lockOpen(tx, token);
    const now = new Date();
    await updateRequest(tx, ctx.request.id, {
      status: 'declined',
      declineReason: reason,
      completedAt: now,
      ip: caller.ip,
      userAgent: caller.userAgent,
    });
    await insertEvent(tx, {
      signRequestId: ctx.request.id,
      event: 'declined',
      ip: caller.ip,
      userAgent: caller.userAgent,
      data: { reason },
    });
    await ctx.subject.declined(app, tx, ctx.request, reason, caller);
    return ctx.subject.kind;
  });
}

/**
 * A box of the accept step left unticked (the body's schema): told in the words of what the link
 * signs, the same 400 with its fields. An unknown link keeps the schema's words.
 */
export async function acceptRefused(app: FastifyInstance, token: string, error: Error) {
  const validation = (error as { validation?: { message?: string }[] }).validation ?? [];
  const request = (await findByTokenHash(app.db, sha256(token)))?.request;
  if (request) {
    const mustAccept = wordsOf(request).mustAccept;
    for (const issue of validation) if (issue.message === 'signing.errors.mustAccept') issue.message = mustAccept;
  }
  return error;
}

/** GET sign/{token}/pdf: the signed copy, once signed; before, the reason it is not there. */
export async function signedPdfByToken(
  app: FastifyInstance,
  token: string,
  lang: Language,
): Promise<{ file: FileRecord; fileName: string }> {
  const ctx = await findByTokenHash(app.db, sha256(token));
  if (ctx?.request.status !== 'signed' || !ctx.subject.signedPdfKey) {
    throw new AppError(409, wordsOf(gate(ctx).request).notSigned);
  }
  return {
    file: await signedPdfOf(app, ctx.subject.pdfOwner, ctx.subject.signedPdfKey),
    fileName: ctx.subject.pdfFileName(lang),
  };
}
