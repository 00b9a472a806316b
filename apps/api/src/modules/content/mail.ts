import type { MailTemplate } from '../../mail/templates';

/** The e-mails of a customer's adhesion to a promotion, signed with the signing engine; texts `content.mail.*`. */
export const contentMail = [
  { id: 'adhesion-otp', name: 'adhesionOtp', secretParams: ['code'], params: ['company', 'code', 'minutes'] },
  {
    id: 'adhesion-signed-copy',
    name: 'adhesionSignedCopy',
    secretParams: [],
    params: ['company', 'promotion', 'date', 'hash'],
  },
] as const satisfies readonly MailTemplate[];
