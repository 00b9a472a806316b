import type { Widen } from '../widen';

/**
 * The order form (`order-form/*`): its fields, states, list columns and the API's answers. The
 * messages every form shares (customer code, province, order lines, required fields, numeric
 * values, file too large, privacy consent) are the core's `validation.*`. English is the reference.
 */
export const orderForm = {
  mail: {
    office: {
      label: 'Order to the order office',
      subject: 'Order {{number}}: {{client}}',
      body: [
        '{{sender}} has sent order {{number}} for {{client}} (customer code {{customerCode}}). The attached PDF holds all its fields and lines.',
        'Reference: {{reference}}. Order date: {{orderDate}}. Requested delivery: {{deliveryDate}}. Lines: {{lines}}.',
        'Attached files: {{files}}. {{links}}',
      ],
    },
    copy: {
      label: 'Copy of a sent order',
      subject: 'Copy of your order {{number}}: {{client}}',
      body: [
        'Your order {{number}} for {{client}} (customer code {{customerCode}}) has been sent to the order office. The attached PDF holds all its fields and lines.',
        'Reference: {{reference}}. Order date: {{orderDate}}. Requested delivery: {{deliveryDate}}. Lines: {{lines}}.',
        'Attached files: {{files}}. {{links}}',
      ],
    },
    officeName: 'order office',
    noFiles: 'none',
    notGiven: 'not given',
    links: 'Too large to attach, these files can be downloaded until {{date}}: {{links}}',
    linkExpired: 'This download link has expired: ask the sender of the order for the file',
    linkNotFound: 'This download link is not valid',
  },
  pdf: {
    title: 'Order {{number}}',
    fileName: 'Order',
    createdBy: 'Created by {{name}} on {{date}}',
    sentAt: 'Sent to the order office on {{date}}',
    customer: 'Customer',
    furniture: 'Furniture',
    terms: 'Reference, dates and payment',
    noLines: 'No order lines',
    noAttachments: 'No attachments',
    consent: 'Privacy notice accepted',
    consentAt: 'Privacy notice accepted on {{date}}',
    noConsent: 'Privacy notice not accepted yet',
    empty: '—',
    printedAt: 'Printed on {{date}}',
    page: 'Page {{page}} of {{pages}}',
  },
  fields: {
    client: 'Client',
    customer_code: 'Customer code',
    province: 'Province',
    model: 'Model',
    finish: 'Finish',
    handle: 'Handle',
    top: 'Top',
    carcass: 'Carcass',
    plinth: 'Plinth',
    feet: 'Feet',
    reference: 'Reference',
    order_date: 'Order date',
    requested_delivery_date: 'Requested delivery date',
    payment: 'Payment',
    lines: 'Order lines',
    quantity: 'Quantity',
    description: 'Description',
    attachments: 'Attachments',
    privacy_consent: 'I have read the privacy notice and agree to the processing of the data',
  },
  columns: {
    number: 'Order',
    state: 'State',
    client: 'Client',
    agency: 'Agency',
    customer_code: 'Customer code',
    reference: 'Reference',
    model: 'Model',
    order_date: 'Order date',
    requested_delivery_date: 'Delivery requested',
    lines: 'Lines',
    attachments: 'Attachments',
    created_by: 'Created by',
    created_at: 'Created on',
    sent_at: 'Sent on',
  },
  state: {
    draft: 'Draft',
    sent: 'Sent',
  },
  validation: {
    tooManyLines: 'An order has at most {{max}} lines',
    deliveryBeforeOrder: 'The requested delivery date cannot be before the order date',
  },
  errors: {
    sendFailed: 'Error in order submission',
    notEditable: 'This order has been sent and can no longer be changed',
    clientRequired: 'Choose the client the order is for',
    noOrderPart: 'The order fields are missing from the request',
    orderPartFirst: 'The order fields must come before the files',
    tooManyFiles: 'An order has at most {{max}} attachments',
    fileType: 'The file {{name}} is not a PDF, an image, a drawing or an office document',
    emptyFile: 'The file {{name}} is empty',
    unknownAttachment: 'An attachment of this order no longer exists: reload the order',
    idempotencyKey: 'The Idempotency-Key header must be a UUID',
    idempotencyMismatch: 'This Idempotency-Key was used for another request',
  },
  success: {
    saved: 'Draft saved',
    sent: 'Order sent',
    deleted: 'Draft deleted',
  },
};

export type OrderFormMessages = Widen<typeof orderForm>;
