import type { OrderFormAttachment, OrderFormFieldsInput } from '@portal/contracts';

/** The form as a draft on this device and a queued order keep it. */
export type OrderValues = {
  fields: OrderFormFieldsInput;
  /** The chosen client's name, shown before the picker has asked the server for it. */
  clientName: string | null;
  /** Attachments already stored with a server draft that the order keeps. */
  kept: OrderFormAttachment[];
};

/** Today as the date field holds it (yyyy-mm-dd, local time). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A line as the form edits it: the quantity as typed. */
export const blankLine = () => ({ quantity: '', description: '' });

/** A new order: today's date, one empty line, the customer's own code when a customer orders. */
export function blankFields(customerCode: string | null): OrderFormFieldsInput {
  return {
    customer_code: customerCode ?? '',
    province: '',
    model: '',
    finish: '',
    handle: '',
    top: '',
    carcass: '',
    plinth: '',
    feet: '',
    reference: '',
    order_date: today(),
    requested_delivery_date: '',
    payment: '',
    lines: [blankLine()],
    privacy_consent: false,
  };
}

/** The most a draft keeps on this device in attachments; past it the files stay only on the page. */
export const DEVICE_ATTACHMENTS_BYTES = 50 * 1024 * 1024;
