import type { Language, SignView, SignWords } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/index';
import type { signRequests } from '../../db/schema/index';
import type { MailRequest } from '../../mail/mailer';
import type { FileOwner } from '../files/index';
import type { LegalText, LegalTexts } from './legal-texts';
import type { Caller } from './link';

export type SignRequestRow = typeof signRequests.$inferSelect;

/** What the engine signs: a sign request names exactly one (`sheet_id` or `adhesion_id`). */
export const SIGN_KIND_NAMES = ['sheet', 'adhesion'] as const;
export type SignKindName = (typeof SIGN_KIND_NAMES)[number];

export const kindOfRequest = (request: Pick<SignRequestRow, 'sheetId' | 'adhesionId'>): SignKindName =>
  request.sheetId !== null ? 'sheet' : 'adhesion';

/**
 * A canonical signed document (see document.ts): a format name, the language it was read in and
 * the texts accepted with it; the rest is the kind's.
 */
export type SignDocument = { format: string; language: Language; texts: LegalTexts };

/** The body of a signed PDF, before the signature and the audit page the engine adds. */
export type PdfBody = {
  /** The PDF's title metadata. */
  infoTitle: string;
  title: string;
  subtitle: string;
  /** Printed on every page's foot, before the hash. */
  footer: string;
  blocks: { heading: string; size: number; rows: [string, string][] }[];
  texts: LegalText[];
  /** The audit page's first rows (what was signed), before the request and the signer. */
  auditRows: [string, string][];
  /** The kind's words: the audit page's label of the `accepted` event and its note on the hash. */
  words: SignWords;
};

/** What a signing step tells the kind when it ends (signed). */
export type SignedInfo = {
  signedAt: Date;
  hash: string;
  pdfKey: string;
  pdfSha256: string;
  signerName: string;
  language: Language;
  caller: Caller;
};

/**
 * One thing to sign, loaded for a request: what every step of the engine asks of its kind.
 * The engine (service.ts, sign.ts, jobs.ts) never reads a kind's tables itself.
 */
export interface SignSubject {
  kind: SignKindName;
  /** The sheet's or the adhesion's id. */
  id: number;
  /** Still waiting for this signature: otherwise its link no longer works (revoked). */
  open: boolean;
  /** Who signs for, named in e-mails. */
  company: string;
  /** The signed PDF's key, once signed. */
  signedPdfKey: string | null;
  pdfOwner: FileOwner;
  pdfFileName(language: Language): string;
  /** The canonical document in a language (its bytes are what is signed). */
  document(language: Language): SignDocument;
  /** What the public page shows besides the texts and the state. */
  view(language: Language): Pick<SignView, 'kind' | 'sheet' | 'adhesion'>;
  pdfBody(document: SignDocument): PdfBody;
  /** The e-mail with the one-time code. */
  otpTemplate: MailRequest['template'];
  /** Every event of every request of this subject, oldest first (the audit page). */
  events(db: DbOrTx): Promise<{ event: string; createdAt: Date; ip: string | null; userAgent: string | null }[]>;
  /** In the signing transaction, after the request is signed: the subject's state, e-mails, audit. */
  signed(app: FastifyInstance, tx: Tx, request: SignRequestRow, info: SignedInfo): Promise<void>;
  /** In the declining transaction, after the request is declined. */
  declined(app: FastifyInstance, tx: Tx, request: SignRequestRow, reason: string, caller: Caller): Promise<void>;
  /** In the expiry job's transaction, after the request expired. */
  expired(app: FastifyInstance, tx: Tx, request: SignRequestRow): Promise<void>;
}

export type SignKind = {
  /**
   * The message keys its signer reads where the engine names what is signed (errors, successes,
   * the audit page; contracts' signing-words.ts): a kind's signer never reads another kind's words.
   */
  words: SignWords;
  /** The subject a request names; null when it is gone. */
  load(db: DbOrTx, request: SignRequestRow): Promise<SignSubject | null>;
};

const KINDS = new Map<SignKindName, SignKind>();

/** A domain registers what it signs once, when its module loads (sheets here, adhesions in content). */
export function registerSignKind(name: SignKindName, kind: SignKind) {
  KINDS.set(name, kind);
}

/** The words of what a request signs. */
export const wordsOf = (request: Pick<SignRequestRow, 'sheetId' | 'adhesionId'>): SignWords =>
  signKind(kindOfRequest(request)).words;

export function signKind(name: SignKindName): SignKind {
  const kind = KINDS.get(name);
  if (!kind) throw new Error(`sign kind ${name} is not registered`);
  return kind;
}
