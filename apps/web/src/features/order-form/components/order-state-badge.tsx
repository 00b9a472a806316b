import type { OrderFormState } from '@portal/contracts';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';
import type { QueueState } from '../lib/device-store';

const TONE: Record<OrderFormState, Tone> = { draft: 'neutral', sent: 'positive' };

/** A stored order's state: draft or sent, with the label the server gave it. */
export function OrderStateBadge({ state, label }: { state: OrderFormState; label: string }) {
  return (
    <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
      <StatusBadge tone={TONE[state]}>{label}</StatusBadge>
    </span>
  );
}

const QUEUE_TONE: Record<QueueState, Tone> = {
  waiting: 'warning',
  sending: 'info',
  sent: 'positive',
  failed: 'negative',
};

/** Where an order sent from this device is: waiting for a connection, sending, sent, failed. */
export function QueueStateBadge({ state, label }: { state: QueueState; label: string }) {
  return (
    <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
      <StatusBadge tone={QUEUE_TONE[state]}>{label}</StatusBadge>
    </span>
  );
}
