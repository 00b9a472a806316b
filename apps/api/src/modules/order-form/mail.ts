import type { MailTemplate } from '../../mail/templates';

/**
 * The e-mails the order form sends; their texts are `orderForm.mail.*`. `links` (the download
 * links of attachments too big for the e-mail) carries signed tokens: staff read it masked.
 */
export const orderFormMailTemplates = [
  {
    id: 'order-form-office',
    name: 'office',
    secretParams: ['links'],
    params: [
      'number',
      'client',
      'sender',
      'customerCode',
      'reference',
      'orderDate',
      'deliveryDate',
      'lines',
      'files',
      'links',
    ],
  },
  {
    id: 'order-form-copy',
    name: 'copy',
    secretParams: ['links'],
    params: ['number', 'client', 'customerCode', 'reference', 'orderDate', 'deliveryDate', 'lines', 'files', 'links'],
  },
] as const satisfies readonly MailTemplate[];
