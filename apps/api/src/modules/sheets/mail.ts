import type { MailTemplate } from '../../mail/templates';

/** The e-mails sheets sends; their texts are `sheets.mail.*`. */
export const sheetsMail = [
  { id: 'sheet-revision', name: 'revision', secretParams: [], params: ['company', 'sender', 'version', 'note'] },
] as const satisfies readonly MailTemplate[];
