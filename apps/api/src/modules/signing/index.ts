import { largeSigning } from '../../db/seed/large/signing';
import type { DomainModule } from '../types';
import { signingMail } from './mail';
import routes from './routes';

export const signing: DomainModule = {
  name: 'signing',
  v1: routes,
  seed: { order: 40, large: largeSigning },
  mailTemplates: signingMail,
};

/** What the sheets ask of signing: a new request, revoking the open ones, who is told, the legal texts shown. */
export { createSignRequest } from './create-sign-request';
export { signedPdfFile } from './files';
export { legalTexts } from './legal-texts';
export { agentRecipients } from './repository';
export { revokeOpenRequests } from './revoke-open-requests';
