import type { InvoicePaymentStatus } from '@portal/contracts';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';
import { useTranslation } from '../../../lib/use-translation';

const TONE: Record<InvoicePaymentStatus | 'none', Tone> = {
  paid: 'positive',
  due: 'info',
  overdue: 'negative',
  none: 'neutral',
};

/** Where an invoice's payment stands; "no document yet" while the ERP has sent none. */
export function InvoiceStatusBadge({ status }: { status: InvoicePaymentStatus | null }) {
  const { t } = useTranslation();
  const key = status ?? 'none';
  return <StatusBadge tone={TONE[key]}>{t(`invoices.status.${key}`)}</StatusBadge>;
}
