import type { MailTemplate } from '../../mail/templates';

/** The e-mails ready-stock sends to the buyer; their texts are `readyStock.mail.*`. */
export const readyStockMail = [
  {
    id: 'ready-stock-accepted',
    name: 'accepted',
    secretParams: [],
    params: ['code', 'description', 'client', 'dates'],
  },
  { id: 'ready-stock-refused', name: 'refused', secretParams: [], params: ['code', 'description', 'client', 'reason'] },
] as const satisfies readonly MailTemplate[];
