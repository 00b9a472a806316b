import type { ShipmentStatus } from '@portal/contracts';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const TONE: Record<ShipmentStatus, Tone> = {
  to_send: 'neutral',
  to_confirm: 'warning',
  ready: 'info',
  shipped: 'positive',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
      <StatusBadge tone={TONE[status]}>{t(`shipments.status.${status}`)}</StatusBadge>
    </span>
  );
}
