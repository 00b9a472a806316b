import type { Widen } from '../widen';

/**
 * The order form (`order-form/*`): its fields, states, list columns and the API's answers. The
 * messages every form shares (customer code, province, order lines, required fields, numeric
 * values, file too large, privacy consent) are the core's `validation.*`. English is the reference.
 */
export const orderForm = {
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
