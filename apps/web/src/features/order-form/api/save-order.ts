import {
  IDEMPOTENCY_HEADER,
  ORDER_FORM_PARTS,
  type OrderFormFieldsInput,
  type OrderFormRequest,
  type OrderFormSaved,
} from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** What the queue and the Save draft button send: the fields, the attachments to keep and new files. */
export type SaveOrder = {
  /** The server's draft being changed, or null for a new order. */
  id: number | null;
  fields: OrderFormFieldsInput;
  /** true: the order must be complete (Send); false: a draft keeps what it has. */
  complete: boolean;
  /** Ids of the attachments already stored to keep. */
  keep: string[];
  files: { name: string; blob: Blob }[];
  /** The Idempotency-Key: the same order however often the request is repeated. */
  key: string;
  /** Statuses the caller shows itself (the queue shows a refusal beside the order). */
  quiet?: readonly number[];
};

/**
 * POST order-form/send-request[/{id}] (spec §7), multipart: the JSON part `order` first, then each
 * new file as a `files` part; answers the order's id (`response.id`), number and state.
 */
export const saveOrder = ({ id, fields, complete, keep, files, key, quiet }: SaveOrder) => {
  const order: OrderFormRequest = { complete, fields, attachments: keep };
  const body = new FormData();
  body.append(ORDER_FORM_PARTS.order, JSON.stringify(order));
  for (const file of files) body.append(ORDER_FORM_PARTS.files, file.blob, file.name);
  return api<OrderFormSaved>(id === null ? 'order-form/send-request' : `order-form/send-request/${id}`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    quiet,
  });
};

export const saveOrderMutationOptions = () => mutationOptions({ mutationFn: saveOrder, meta: { changes: ['orders'] } });

export function useSaveOrder() {
  return useMutation(saveOrderMutationOptions());
}
