import type { Language, SheetStatus } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../../lib/crypto';
import type { Storage } from '../../../lib/storage/index';
import { type NewFile, recordFile, reserveFile, writeReserved } from '../../../modules/files/index';
import {
  buildDocument,
  type DocumentSource,
  documentBytes,
  documentKey,
  type SignDocument,
} from '../../../modules/signing/document';
import {
  DOCUMENT_NAME,
  DOCUMENT_TYPE,
  documentOwner,
  SIGNED_PDF_NAME,
  signedPdfOwner,
} from '../../../modules/signing/files';
import { documentClientColumns, eventsOfSheet, findRequestById } from '../../../modules/signing/repository';
import { renderSignedPdf } from '../../../modules/signing/signed-pdf';
import { queryRows, type Tx } from '../../index';
import { agencies, clients, signEvents, signRequests } from '../../schema/index';

export const DAY = 86_400_000;
/** The demo signers read and signed in Italian, from one office. */
const SEED_LANGUAGE: Language = 'it';
const SIGNER_IP = '93.41.112.7';
const SIGNER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0';

export type Sealed = { sheetId: number; document: SignDocument; bytes: Buffer; sha256: string };

/**
 * The canonical document of a signed version about to be inserted: its id is taken from the
 * sheets' identity sequence, the client and agency are read as the signing engine reads them.
 */
export async function sealedDocument(
  tx: Tx,
  sheet: { clientId: number; version: number; signatureEmail: string; fields: Record<string, unknown> },
): Promise<Sealed> {
  const [next] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('sheets', 'id'))::int as id`,
  );
  const [row] = await tx
    .select({
      client: documentClientColumns,
      agencyId: clients.agencyId,
      agencyName: agencies.name,
    })
    .from(clients)
    .leftJoin(agencies, eq(agencies.id, clients.agencyId))
    .where(eq(clients.id, sheet.clientId));
  if (!next || !row) throw new Error('the sealed sheet needs its id and its client');
  const sheetId = Number(next.id);
  const source: DocumentSource = {
    sheet: { id: sheetId, version: sheet.version, signatureEmail: sheet.signatureEmail, fields: sheet.fields },
    client: row.client,
    agency: row.agencyId !== null && row.agencyName !== null ? { id: row.agencyId, name: row.agencyName } : null,
  };
  const document = buildDocument(source, SEED_LANGUAGE);
  const bytes = documentBytes(document);
  return { sheetId, document, bytes, sha256: sha256(bytes) };
}

/**
 * Stores what a real signing stores: the accepted document under its request and the signed
 * PDF at the sheet's key, with their records in the files module, both from the rows as the engine reads them back. Refuses if the
 * engine would build a different document than the one whose hash the rows record.
 */
async function storeSignedCopy(tx: Tx, storage: Storage, sealed: Sealed, requestId: number): Promise<void> {
  const ctx = await findRequestById(tx, requestId);
  const r = ctx?.request;
  if (!ctx || !r?.completedAt || !r.signerName || !r.signatureData || !ctx.sheet.signedPdfKey) {
    throw new Error(`seeded sign request ${requestId} is not a complete signing`);
  }
  const document = buildDocument(ctx, r.language as Language);
  const bytes = documentBytes(document);
  if (!bytes.equals(sealed.bytes) || r.documentSha256 !== sealed.sha256 || sha256(bytes) !== sealed.sha256) {
    throw new Error(`seeded sheet ${ctx.sheet.id}: the signing engine builds a different document`);
  }
  await storeFile(tx, storage, documentKey(r.id), {
    owner: documentOwner(r.id),
    name: DOCUMENT_NAME,
    data: bytes,
    fallbackType: DOCUMENT_TYPE,
  });
  const pdf = await renderSignedPdf({
    document,
    documentBytes: bytes,
    documentSha256: sealed.sha256,
    signRequestId: r.id,
    signer: { name: r.signerName, email: r.email, ip: r.ip, userAgent: r.userAgent, signedAt: r.completedAt },
    signature: { kind: 'typed', text: r.signatureData.trim() },
    events: await eventsOfSheet(tx, ctx.sheet.id),
  });
  await storeFile(tx, storage, ctx.sheet.signedPdfKey, {
    owner: signedPdfOwner(ctx.sheet.id),
    name: SIGNED_PDF_NAME,
    data: pdf,
  });
}

/**
 * A file and its record, at the key the seeded rows name, inside the seed's transaction (nothing
 * is seen of a seed that fails).
 */
async function storeFile(tx: Tx, storage: Storage, storageKey: string, file: NewFile & { data: Buffer }) {
  const reserved = await reserveFile(tx, file.owner, 'bin', storageKey);
  await recordFile(tx, await writeReserved(storage, reserved, file));
}

/**
 * The sign request of a version that was sent, and the events its state implies: open (sent),
 * signed (opened, accepted, code sent and verified, signed; the signed copy stored), declined
 * or expired (opened, then the outcome).
 */
export async function seedSignRequest(
  tx: Tx,
  storage: Storage,
  version: {
    sheetId: number;
    status: SheetStatus;
    sent: Date;
    sealed: Sealed | null;
    signer: string;
    company: string;
    createdBy: number | undefined;
    now: number;
  },
): Promise<void> {
  const { sheetId, status, sent, sealed, signer, company, createdBy, now } = version;
  const requestStatus = (
    { sent: 'open', signed: 'signed', confirmed: 'signed', declined: 'declined', expired: 'expired' } as const
  )[status as 'sent' | 'signed' | 'confirmed' | 'declined' | 'expired'];
  const completed = requestStatus === 'open' ? null : new Date(sent.getTime() + 2 * DAY);
  const signerName = `Legale rappresentante di ${company}`;
  const [request] = await tx
    .insert(signRequests)
    .values({
      sheetId,
      tokenHash: sha256(randomToken()),
      email: signer,
      language: SEED_LANGUAGE,
      status: requestStatus,
      expiresAt: requestStatus === 'expired' ? new Date(now - DAY) : new Date(sent.getTime() + 30 * DAY),
      termsAcceptedAt: requestStatus === 'signed' ? completed : null,
      otpVerifiedAt: requestStatus === 'signed' ? completed : null,
      signerName: requestStatus === 'signed' ? signerName : null,
      signatureKind: requestStatus === 'signed' ? 'typed' : null,
      signatureData: requestStatus === 'signed' ? signerName : null,
      declineReason:
        requestStatus === 'declined' ? 'Le condizioni di pagamento non sono quelle concordate con l’agente.' : null,
      completedAt: completed,
      ip: completed ? SIGNER_IP : null,
      userAgent: completed ? SIGNER_UA : null,
      documentSha256: requestStatus === 'signed' ? (sealed?.sha256 ?? null) : null,
      createdBy,
      createdAt: sent,
    })
    .returning({ id: signRequests.id });
  if (!request) return;
  const events: { event: string; at: Date; data?: Record<string, unknown> }[] = [
    { event: 'sent', at: sent, data: { email: signer, by: createdBy } },
  ];
  if (completed) {
    events.push({ event: 'opened', at: new Date(sent.getTime() + DAY), data: { language: SEED_LANGUAGE } });
    if (requestStatus === 'signed' && sealed) {
      const document = sealed.document;
      events.push(
        {
          event: 'accepted',
          at: completed,
          data: {
            sheet: true,
            privacy: true,
            conditions: true,
            language: SEED_LANGUAGE,
            document_sha256: sealed.sha256,
            privacy_version: document.texts.privacy.version,
            conditions_version: document.texts.conditions.version,
          },
        },
        {
          event: 'otp_sent',
          at: completed,
          data: { expires_at: new Date(completed.getTime() + 600_000).toISOString() },
        },
        { event: 'otp_verified', at: completed },
        {
          event: 'signed',
          at: completed,
          data: { signer_name: signerName, signature_kind: 'typed', document_sha256: sealed.sha256 },
        },
      );
    } else events.push({ event: requestStatus, at: completed });
  }
  await tx.insert(signEvents).values(
    events.map((e) => ({
      signRequestId: request.id,
      event: e.event,
      createdAt: e.at,
      ip: e.event === 'sent' ? null : SIGNER_IP,
      userAgent: e.event === 'sent' ? null : SIGNER_UA,
      data: e.data ?? null,
    })),
  );
  if (sealed && completed) {
    await storeSignedCopy(tx, storage, sealed, request.id);
  }
}
