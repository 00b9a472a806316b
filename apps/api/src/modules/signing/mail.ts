import type { MailTemplate } from '../../mail/templates';

/** The e-mails signing sends, to the signer and to the agents; their texts are `signing.mail.*`. */
export const signingMail = [
  { id: 'sheet-signature-request', name: 'signatureRequest', secretParams: ['link'] },
  { id: 'sign-otp', name: 'otp', secretParams: ['code'] },
  { id: 'sign-reminder', name: 'reminder', secretParams: ['link'] },
  { id: 'sign-signed-copy', name: 'signedCopy', secretParams: [] },
  { id: 'sign-signed-agent', name: 'signedAgent', secretParams: [] },
  { id: 'sign-declined-agent', name: 'declinedAgent', secretParams: [] },
  { id: 'sign-expired-agent', name: 'expiredAgent', secretParams: [] },
] as const satisfies readonly MailTemplate[];
