import type { ClientStatus, SheetStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from './status-badge';

const SHEET_TONE: Record<SheetStatus | 'none', Tone> = {
  draft: 'neutral',
  ready: 'info',
  sent: 'info',
  signed: 'positive',
  confirmed: 'positive',
  declined: 'negative',
  expired: 'warning',
  revision: 'warning',
  none: 'neutral',
};

const CLIENT_TONE: Record<ClientStatus, Tone> = {
  prospect: 'neutral',
  active: 'positive',
  deletion_requested: 'warning',
  deleted: 'negative',
};

export function SheetStatusBadge({ status }: { status: SheetStatus | null }) {
  const { t } = useTranslation();
  return <StatusBadge tone={SHEET_TONE[status ?? 'none']}>{t(`sheets.status.${status ?? 'none'}`)}</StatusBadge>;
}

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={CLIENT_TONE[status]}>{t(`clients.status.${status}`)}</StatusBadge>;
}
