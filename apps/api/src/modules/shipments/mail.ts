import type { MailTemplate } from '../../mail/templates';

/** The e-mails shipments sends; their texts are `shipments.mail.*`. */
export const shipmentsMail = [
  {
    id: 'shipment-shipped',
    name: 'shipped',
    secretParams: [],
    params: ['number', 'client', 'parcels', 'waybill', 'notes'],
  },
] as const satisfies readonly MailTemplate[];
