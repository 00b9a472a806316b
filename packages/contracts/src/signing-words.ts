/**
 * Where a signer reads what they sign, each kind has its own words: a client sheet's signer reads
 * "sheet", an adhesion's signer reads "adhesion" and never "sheet". The engine (the API's
 * `modules/signing`) and the public signing page (the web's `features/signing`) take these message
 * keys from the kind of the request instead of naming a sheet; the rest of their texts are the
 * same for every kind. Zod-free, so the signing page reads it before the schemas.
 */
export type SignWords = {
  // The engine's answers (API).
  /** 409: the link's document is signed. */
  alreadySigned: string;
  alreadyDeclined: string;
  /** 410: the link expired, and what to do. */
  linkExpired: string;
  /** 410: a newer link replaced this one, or what it signs moved on. */
  linkRevoked: string;
  /** 400: a box of the accept step left unticked. */
  mustAccept: string;
  /** 409: a code or a signature before accepting. */
  acceptFirst: string;
  /** 409: the document read is no longer the one accepted. */
  documentChanged: string;
  /** 409: the signed copy asked for before the signature. */
  notSigned: string;
  /** The success messages of accepting, signing and declining. */
  accepted: string;
  signed: string;
  declined: string;
  /** The `accepted` event's label (signed PDF's audit page). */
  acceptedEvent: string;
  /** The audit page's note on what the hash covers. */
  hashNote: string;
  // The signing page (web).
  kicker: string;
  readTitle: string;
  readHint: string;
  acceptRead: string;
  acceptConditions: string;
  legalNote: string;
  signSubmit: string;
  doneTitle: string;
  alreadySignedTitle: string;
  problemHint: string;
  declineHint: string;
  declinedHint: string;
  footer: string;
};

/** A client sheet's words: the engine's own, as it read before adhesions. */
export const SHEET_SIGN_WORDS: SignWords = {
  alreadySigned: 'signing.errors.alreadySigned',
  alreadyDeclined: 'signing.errors.alreadyDeclined',
  linkExpired: 'signing.errors.linkExpired',
  linkRevoked: 'signing.errors.linkRevoked',
  mustAccept: 'signing.errors.mustAccept',
  acceptFirst: 'signing.errors.acceptFirst',
  documentChanged: 'signing.errors.documentChanged',
  notSigned: 'signing.errors.notSigned',
  accepted: 'signing.success.accepted',
  signed: 'signing.success.signed',
  declined: 'signing.success.declined',
  acceptedEvent: 'signing.events.accepted',
  hashNote: 'signing.pdf.hashNote',
  kicker: 'signing.page.kicker',
  readTitle: 'signing.page.sheetTitle',
  readHint: 'signing.page.sheetHint',
  acceptRead: 'signing.page.acceptSheet',
  acceptConditions: 'signing.page.acceptConditions',
  legalNote: 'signing.page.legalNote',
  signSubmit: 'signing.page.signSubmit',
  doneTitle: 'signing.page.doneTitle',
  alreadySignedTitle: 'signing.page.alreadySignedTitle',
  problemHint: 'signing.page.problemHint',
  declineHint: 'signing.page.declineHint',
  declinedHint: 'signing.page.declinedHint',
  footer: 'signing.page.footer',
};

/** A promotion adhesion's words (its signer is a customer, who asks a new link from the promotion). */
export const ADHESION_SIGN_WORDS: SignWords = {
  alreadySigned: 'signing.errors.adhesionAlreadySigned',
  alreadyDeclined: 'signing.errors.adhesionAlreadyDeclined',
  linkExpired: 'signing.errors.adhesionLinkExpired',
  linkRevoked: 'signing.errors.adhesionLinkRevoked',
  mustAccept: 'signing.errors.adhesionMustAccept',
  acceptFirst: 'signing.errors.adhesionAcceptFirst',
  documentChanged: 'signing.errors.adhesionDocumentChanged',
  notSigned: 'signing.errors.adhesionNotSigned',
  accepted: 'signing.success.adhesionAccepted',
  signed: 'signing.success.adhesionSigned',
  declined: 'signing.success.adhesionDeclined',
  acceptedEvent: 'signing.events.adhesionAccepted',
  hashNote: 'signing.pdf.adhesionHashNote',
  kicker: 'signing.page.adhesionKicker',
  readTitle: 'signing.page.adhesionTitle',
  readHint: 'signing.page.adhesionHint',
  acceptRead: 'signing.page.acceptAdhesion',
  acceptConditions: 'signing.page.acceptAdhesionConditions',
  legalNote: 'signing.page.adhesionLegalNote',
  signSubmit: 'signing.page.adhesionSignSubmit',
  doneTitle: 'signing.page.adhesionDoneTitle',
  alreadySignedTitle: 'signing.page.adhesionAlreadySignedTitle',
  problemHint: 'signing.page.adhesionProblemHint',
  declineHint: 'signing.page.adhesionDeclineHint',
  declinedHint: 'signing.page.adhesionDeclinedHint',
  footer: 'signing.page.footerAdhesion',
};

/** Each kind's words, by the `kind` of the signing page's view (SIGN_KINDS). */
export const SIGN_WORDS = { sheet: SHEET_SIGN_WORDS, adhesion: ADHESION_SIGN_WORDS } as const;

/** The kind whose `alreadySigned` (or another error word) is this message key: a finished link's page has no view. */
export function signKindOfError(key: string | undefined): keyof typeof SIGN_WORDS | undefined {
  if (!key) return undefined;
  return (Object.keys(SIGN_WORDS) as (keyof typeof SIGN_WORDS)[]).find((kind) =>
    Object.values(SIGN_WORDS[kind]).includes(key),
  );
}
