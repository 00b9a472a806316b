import { IDEMPOTENCY_HEADER } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import './kind';

/**
 * POST order-form/email/{id} (spec §7): the order office receives the order with its attachments,
 * the sender a copy; the order is sent from then on. The queue's key goes along, so an e-mail
 * whose answer was lost is not sent twice when the queue tries again.
 */
export const emailOrder = ({ id, key, quiet }: { id: number; key: string; quiet?: readonly number[] }) =>
  api<{ message: string }>(`order-form/email/${id}`, {
    method: 'POST',
    headers: { [IDEMPOTENCY_HEADER]: key },
    quiet,
  });
