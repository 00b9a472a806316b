import { type Language, SIGNING, type SignAccept, type SignSubmit, type SignView } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Tx } from '../../db/index';
import { sha256 } from '../../lib/crypto';
import { AppError, conflict } from '../../lib/errors';
import { readOrNotFound, unlessUnavailable } from '../../lib/storage/index';
import { recordAudit } from '../audit/index';
import { buildDocument, documentBytes, documentKey, documentSha256, sheetSections, signedPdfKey } from './document';
import { legalTexts } from './legal-texts';
import { mailDate, notifyAgents, signedPdfFileName } from './notify';
import { maskEmail, newOtp, OTP_TTL_MS, otpHash, otpMatches } from './otp';
import {
  countEvents,
  eventsOfSheet,
  findByTokenHash,
  insertEvent,
  type SignContext,
  setSheetStatus,
  updateRequest,
} from './repository';
import { checkSignature } from './signature';
import { renderSignedPdf } from './signed-pdf';

/** Who is calling the public link: their address, browser and page language. */
export type Caller = { ip: string; userAgent: string | null; lang: Language };

/**
 * A link that is unknown, replaced, expired or finished answers a clear 4xx; the message
 * never tells which sheet or client the link was for.
 */
function gate(ctx: SignContext | null, now = new Date()): SignContext {
  if (!ctx) throw new AppError(404, 'signing.errors.invalidLink');
  const { status, expiresAt } = ctx.request;
  if (status === 'signed') throw new AppError(409, 'signing.errors.alreadySigned');
  if (status === 'declined') throw new AppError(409, 'signing.errors.alreadyDeclined');
  if (status === 'expired' || (status === 'open' && expiresAt <= now))
    throw new AppError(410, 'signing.errors.linkExpired');
  // Revoked, or the sheet left "sent" (revision, new sending): this link is no longer the one.
  if (status !== 'open' || ctx.sheet.status !== 'sent') throw new AppError(410, 'signing.errors.linkRevoked');
  return ctx;
}

const lockOpen = async (tx: Tx, token: string) => gate(await findByTokenHash(tx, sha256(token), true));

function requireAccepted(ctx: SignContext) {
  if (!ctx.request.termsAcceptedAt || !ctx.request.documentSha256)
    throw new AppError(409, 'signing.errors.acceptFirst');
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * Checks a code against the locked request. A wrong code costs a try that must be kept even
 * though the call fails, so callers return the failure from their transaction and throw it
 * after the commit.
 */
async function checkCode(tx: Tx, ctx: SignContext, code: string, caller: Caller): Promise<Outcome<null>> {
  const r = ctx.request;
  const fail = (key: string, params?: Record<string, number>) => ({
    ok: false as const,
    error: new AppError(400, key, params),
  });
  if (!r.otpHash || !r.otpExpiresAt) return fail('signing.errors.requestCode');
  if (r.otpAttempts >= SIGNING.otpMaxAttempts) return fail('signing.errors.codeExhausted');
  if (r.otpExpiresAt <= new Date()) return fail('signing.errors.codeExpired');
  if (otpMatches(r.otpHash, r.tokenHash, code)) return { ok: true, value: null };
  const attempts = r.otpAttempts + 1;
  await updateRequest(tx, r.id, { otpAttempts: attempts });
  await insertEvent(tx, {
    signRequestId: r.id,
    event: 'otp_failed',
    ip: caller.ip,
    userAgent: caller.userAgent,
    data: { attempt: attempts },
  });
  return attempts >= SIGNING.otpMaxAttempts
    ? fail('signing.errors.codeExhausted')
    : fail('signing.errors.codeWrong', { left: SIGNING.otpMaxAttempts - attempts });
}

function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** GET sign/{token}: the sheet to read, the texts to accept, where the signer stands. */
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
  const texts = legalTexts(caller.lang);
  return {
    status: 'open',
    language: caller.lang,
    expires_at: r.expiresAt.toISOString(),
    signer: { email_masked: maskEmail(r.email) },
    sheet: {
      version: ctx.sheet.version,
      client: {
        company_name: ctx.client.companyName,
        code: ctx.client.code,
        vat_number: ctx.client.vatNumber,
        tax_code: ctx.client.taxCode,
        address: ctx.client.address,
        postal_code: ctx.client.postalCode,
        city: ctx.client.city,
        province: ctx.client.province,
        country: ctx.client.country,
      },
      agency: ctx.agency?.name ?? null,
      sections: sheetSections(ctx.sheet.fields, caller.lang, ctx.agency?.name),
    },
    texts,
    state: {
      terms_accepted: Boolean(r.termsAcceptedAt),
      code_sent: codeLive && !exhausted,
      code_expires_at: codeLive && r.otpExpiresAt ? r.otpExpiresAt.toISOString() : null,
      code_attempts_left: r.otpHash ? Math.max(0, SIGNING.otpMaxAttempts - r.otpAttempts) : SIGNING.otpMaxAttempts,
      code_resend_in: resendIn,
      verified: Boolean(r.otpVerifiedAt) && codeLive && !exhausted,
    },
    document_sha256: documentSha256(buildDocument(ctx, caller.lang)),
  };
}

/**
 * POST sign/{token}/accept: the signer accepts the sheet, the privacy notice and the sales
 * conditions as shown in their language. That exact document is stored and its hash kept.
 */
export async function acceptTerms(app: FastifyInstance, token: string, _body: SignAccept, caller: Caller) {
  await app.db.transaction(async (tx) => {
    const ctx = await lockOpen(tx, token);
    const document = buildDocument(ctx, caller.lang);
    const bytes = documentBytes(document);
    const hash = sha256(bytes);
    await app.storage.put(documentKey(ctx.request.id), bytes);
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
        sheet: true,
        privacy: true,
        conditions: true,
        language: caller.lang,
        document_sha256: hash,
        privacy_version: document.texts.privacy.version,
        conditions_version: document.texts.conditions.version,
      },
    });
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
      template: 'sign-otp',
      language: caller.lang,
      params: { name: ctx.client.companyName, company: ctx.client.companyName, code, minutes: SIGNING.otpTtlMinutes },
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

/**
 * POST sign/{token}: signs. In one transaction: the code is checked, the accepted document
 * is re-built and compared byte for byte with the stored one, the signed PDF is written,
 * request and sheet become signed with the document's SHA-256, copies are queued for the
 * signer and the agents, and the audit trail records it.
 */
export async function signSheet(app: FastifyInstance, token: string, body: SignSubmit, caller: Caller) {
  const signature = checkSignature(body.signature);
  const outcome = await app.db.transaction(async (tx) => {
    const ctx = await lockOpen(tx, token);
    requireAccepted(ctx);
    const checked = await checkCode(tx, ctx, body.code, caller);
    if (!checked.ok) return checked;
    const r = ctx.request;
    const language = r.language as Language;
    const stored = await app.storage.read(documentKey(r.id)).catch(unlessUnavailable(null));
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
    const pdfKey = signedPdfKey(ctx.sheet.id, ctx.sheet.version);
    await app.storage.put(pdfKey, pdf);
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
  });
  return unwrap(outcome);
}

/** POST sign/{token}/decline: the signer refuses, with a reason the agents are told. */
export async function declineSigning(app: FastifyInstance, token: string, reason: string, caller: Caller) {
  await app.db.transaction(async (tx) => {
    const ctx = await lockOpen(tx, token);
    const now = new Date();
    await updateRequest(tx, ctx.request.id, {
      status: 'declined',
      declineReason: reason,
      completedAt: now,
      ip: caller.ip,
      userAgent: caller.userAgent,
    });
    if (!(await setSheetStatus(tx, ctx.sheet.id, 'sent', { status: 'declined' }))) throw conflict();
    await insertEvent(tx, {
      signRequestId: ctx.request.id,
      event: 'declined',
      ip: caller.ip,
      userAgent: caller.userAgent,
      data: { reason },
    });
    await notifyAgents(app, tx, ctx, 'sign-declined-agent', () => ({ reason }));
    await recordAudit(tx, {
      actorUserId: null,
      action: 'sheet.sign_declined',
      entity: 'sheet',
      entityId: ctx.sheet.id,
      data: { signRequestId: ctx.request.id, reason },
      ip: caller.ip,
    });
  });
}

/** GET sign/{token}/pdf: the signed copy, once signed; before, the reason it is not there. */
export async function signedPdfByToken(app: FastifyInstance, token: string, lang: Language) {
  const ctx = await findByTokenHash(app.db, sha256(token));
  if (ctx?.request.status !== 'signed' || !ctx.sheet.signedPdfKey) {
    gate(ctx);
    throw new AppError(409, 'signing.errors.notSigned');
  }
  return {
    data: await readOrNotFound(app.storage, ctx.sheet.signedPdfKey),
    fileName: signedPdfFileName(ctx.client.companyName, ctx.sheet.version, lang),
  };
}
