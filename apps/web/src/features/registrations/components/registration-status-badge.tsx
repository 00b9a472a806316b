import type { RegistrationStatus } from '@portal/contracts';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const TONE: Record<RegistrationStatus, Tone> = { pending: 'warning', approved: 'positive', rejected: 'negative' };

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONE[status]}>{t(`registrations.status.${status}`)}</StatusBadge>;
}
