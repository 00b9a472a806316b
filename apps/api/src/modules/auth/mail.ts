import type { MailTemplate } from '../../mail/templates';

/** The e-mails auth sends; their texts are `auth.mail.*`. */
export const authMail = [
  { id: 'password-reset', name: 'passwordReset', secretParams: ['link'], params: ['username', 'minutes'] },
] as const satisfies readonly MailTemplate[];
