import { largeSigning } from '../../db/seed/large/signing';
import type { DomainModule } from '../types';
import { registerSignKind } from './kinds';
import { signingMail } from './mail';
import routes from './routes';
import { sheetKind } from './sheet-kind';

registerSignKind('sheet', sheetKind);

export const signing: DomainModule = {
  name: 'signing',
  v1: routes,
  seed: { order: 40, large: largeSigning },
  mailTemplates: signingMail,
};

/** What the sheets ask of signing: a new request, revoking the open ones, who is told, the legal texts shown. */
export { createSignRequest, openSignRequest } from './create-sign-request';
/** What a domain's demo seed needs to store a signing as the engine would (content's adhesions). */
export { documentBytes } from './document';
export { DOCUMENT_NAME, DOCUMENT_TYPE, documentOwner, SIGNED_PDF_NAME, signedPdfFile, signedPdfOf } from './files';
/** What another domain needs to sign its own documents with the engine (kinds.ts). */
export {
  type PdfBody,
  registerSignKind,
  type SignDocument,
  type SignKind,
  type SignRequestRow,
  type SignSubject,
} from './kinds';
export { legalTexts, legalTexts as signingLegalTexts } from './legal-texts';
export { agentRecipients, eventsOfRequests } from './repository';
export { revokeOpenRequests } from './revoke-open-requests';
export { renderSignedPdf } from './signed-pdf';
