import { i18n } from '../../../lib/i18n';
import type { OrderValues } from '../lib/order-values';
import type { Transport } from '../lib/send-queue';
import { emailOrder } from './email-order';
import { saveOrder } from './save-order';

/** The queue shows a refusal beside the order and toasts it once: no toast of the client's own. */
const QUIET = [400, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503, 504] as const;

/** The queue's two calls: store the complete order under its key, then e-mail it to the order office. */
export const orderTransport: Transport<OrderValues> = {
  save: async (entry, files) =>
    (
      await saveOrder({
        id: entry.order,
        fields: entry.values.fields,
        complete: true,
        keep: entry.values.kept.map((file) => file.id),
        files: files.map((file) => ({ name: file.name, blob: file.blob })),
        key: entry.key,
        quiet: QUIET,
      })
    ).id,
  email: async (id, key) => {
    await emailOrder({ id, key, quiet: QUIET });
  },
};

/** The reason shown beside a refused order: the server's message, in the reader's language. */
export const refusalMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : i18n.t('orderForm.errors.sendFailed');
