import type { MailTemplate } from '../../mail/templates';

/** The e-mails registrations sends; their texts are `registrations.mail.*`. */
export const registrationsMail = [
  { id: 'registration-received', name: 'received', secretParams: [], params: ['username'] },
  { id: 'registration-pending', name: 'pending', secretParams: [], params: ['company', 'applicant', 'email', 'kind'] },
  { id: 'account-activation', name: 'activation', secretParams: ['link'], params: ['username', 'hours'] },
  { id: 'registration-rejected', name: 'rejected', secretParams: [], params: ['reason'] },
] as const satisfies readonly MailTemplate[];
