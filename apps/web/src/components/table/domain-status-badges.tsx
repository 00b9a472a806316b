import type { ClientStatus, MaterialRequestStatus, SheetStatus } from '@portal/contracts';
import { useTranslation } from '../../lib/use-translation';
import { StatusBadge, type Tone } from './status-badge';

export const SHEET_TONE: Record<SheetStatus | 'none', Tone> = {
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

export const CLIENT_TONE: Record<ClientStatus, Tone> = {
  prospect: 'neutral',
  active: 'positive',
  deletion_requested: 'warning',
  deleted: 'negative',
};

export const REQUEST_TONE: Record<MaterialRequestStatus, Tone> = {
  pending: 'info',
  accepted: 'positive',
  partial: 'warning',
  rejected: 'negative',
};

export function SheetStatusBadge({ status }: { status: SheetStatus | null }) {
  const { t } = useTranslation();
  return <StatusBadge tone={SHEET_TONE[status ?? 'none']}>{t(`sheets.status.${status ?? 'none'}`)}</StatusBadge>;
}

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={CLIENT_TONE[status]}>{t(`clients.status.${status}`)}</StatusBadge>;
}

/** An agent's material request: pending, accepted, accepted in part, rejected. */
export function RequestStatusBadge({ status }: { status: MaterialRequestStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={REQUEST_TONE[status]}>{t(`materials.status.${status}`)}</StatusBadge>;
}
