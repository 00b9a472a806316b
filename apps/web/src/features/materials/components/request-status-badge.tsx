import type { MaterialRequestStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';

const TONE: Record<MaterialRequestStatus, Tone> = {
  pending: 'info',
  accepted: 'positive',
  partial: 'warning',
  rejected: 'negative',
};

export function RequestStatusBadge({ status }: { status: MaterialRequestStatus }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
      <StatusBadge tone={TONE[status]}>{t(`materials.status.${status}`)}</StatusBadge>
    </span>
  );
}
