import type { MailTemplate } from '../../mail/templates';

/** The e-mails ready-stock sends to the buyer; their texts are `readyStock.mail.*`. */
export const readyStockMail = [
  { id: 'ready-stock-accepted', name: 'accepted', secretParams: [] },
  { id: 'ready-stock-refused', name: 'refused', secretParams: [] },
] as const satisfies readonly MailTemplate[];
