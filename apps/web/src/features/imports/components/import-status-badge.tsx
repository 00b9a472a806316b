import type { ImportStatus } from '@portal/contracts';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const TONE: Record<ImportStatus, Tone> = { running: 'warning', succeeded: 'positive', failed: 'negative' };

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONE[status]}>{t(`imports.status.${status}`)}</StatusBadge>;
}
