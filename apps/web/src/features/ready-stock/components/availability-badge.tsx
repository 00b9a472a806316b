import type { ReadyAvailability, ReservationState } from '@portal/contracts';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';

const AVAILABILITY_TONES: Record<ReadyAvailability, Tone> = {
  available: 'positive',
  few_left: 'warning',
  one_left: 'negative',
  none: 'neutral',
};

const STATE_TONES: Record<ReservationState, Tone> = {
  requested: 'info',
  accepted: 'positive',
  refused: 'negative',
  collected: 'neutral',
  delivered: 'neutral',
  lapsed: 'warning',
};

/** "Only one left", "Only a few left", "Available": the label comes with the row, in the reader's language. */
export const AvailabilityBadge = ({ value, label }: { value: ReadyAvailability; label: string }) => (
  <StatusBadge tone={AVAILABILITY_TONES[value]}>{label}</StatusBadge>
);

export const ReservationStateBadge = ({ value, label }: { value: ReservationState; label: string }) => (
  <StatusBadge tone={STATE_TONES[value]}>{label}</StatusBadge>
);
