import type { MailTemplate } from '../../mail/templates';

/** The e-mails signing sends, to the signer and to the agents; their texts are `signing.mail.*`. */
export const signingMail = [
  {
    id: 'sheet-signature-request',
    name: 'signatureRequest',
    secretParams: ['link'],
    params: ['company', 'sender', 'agency', 'version', 'expires'],
  },
  { id: 'sign-otp', name: 'otp', secretParams: ['code'], params: ['company', 'code', 'minutes'] },
  { id: 'sign-reminder', name: 'reminder', secretParams: ['link'], params: ['company', 'version', 'expires'] },
  {
    id: 'sign-signed-copy',
    name: 'signedCopy',
    secretParams: [],
    params: ['company', 'version', 'signer', 'date', 'hash'],
  },
  {
    id: 'sign-signed-agent',
    name: 'signedAgent',
    secretParams: [],
    params: ['company', 'signer', 'email', 'version', 'date'],
  },
  {
    id: 'sign-declined-agent',
    name: 'declinedAgent',
    secretParams: [],
    params: ['company', 'email', 'version', 'reason'],
  },
  { id: 'sign-expired-agent', name: 'expiredAgent', secretParams: [], params: ['company', 'version', 'email', 'date'] },
] as const satisfies readonly MailTemplate[];
