import type { MailTemplate } from '../../mail/templates';

/** The e-mails registrations sends; their texts are `registrations.mail.*`. */
export const registrationsMail = [
  { id: 'registration-received', name: 'received', secretParams: [] },
  { id: 'registration-pending', name: 'pending', secretParams: [] },
  { id: 'account-activation', name: 'activation', secretParams: ['link'] },
  { id: 'registration-rejected', name: 'rejected', secretParams: [] },
] as const satisfies readonly MailTemplate[];
