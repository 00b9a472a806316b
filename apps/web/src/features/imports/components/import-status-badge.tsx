import type { ImportStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';

const TONE: Record<ImportStatus, Tone> = { running: 'warning', succeeded: 'positive', failed: 'negative' };

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONE[status]}>{t(`imports.status.${status}`)}</StatusBadge>;
}
