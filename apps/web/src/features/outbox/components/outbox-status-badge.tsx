import type { OutboxStatus } from '@portal/contracts';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const TONE: Record<OutboxStatus, Tone> = { pending: 'warning', sent: 'positive', failed: 'negative' };

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONE[status]}>{t(`outbox.status.${status}`)}</StatusBadge>;
}
