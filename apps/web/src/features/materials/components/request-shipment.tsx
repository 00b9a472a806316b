import { Group, Stack, Text } from '@mantine/core';
import type { MaterialRequestRow, ShipmentStatus } from '@portal/contracts';
import { StatusBadge, type Tone } from '../../../components/table/status-badge';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

/** The tones of the Shipments screens, so a state looks the same in both lists. */
const TONE: Record<ShipmentStatus, Tone> = {
  to_send: 'neutral',
  to_confirm: 'warning',
  ready: 'info',
  shipped: 'positive',
};

/**
 * Where a request's pieces are: the shipment that carries them with its state, waybill and
 * shipping day, or waiting for one once accepted; nothing for a request that ships nothing (a
 * phone card shows it beside the request's state).
 */
export function RequestShipment({ row }: { row: MaterialRequestRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const shipment = row.shipment;
  if (!shipment) {
    return row.status === 'accepted' || row.status === 'partial' ? (
      <Text fz="xs" c="dimmed">
        {t('materials.page.awaitingShipment')}
      </Text>
    ) : null;
  }
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={6} wrap="wrap">
        <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {shipment.number}
        </Text>
        <StatusBadge tone={TONE[shipment.status]}>{shipment.status_label}</StatusBadge>
      </Group>
      {shipment.waybill ? (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('materials.page.waybill', { waybill: shipment.waybill })}
        </Text>
      ) : null}
      {shipment.shipped_at ? (
        <Text fz="xs" c="dimmed">
          {t('materials.page.shippedOn', { date: format.date(shipment.shipped_at) })}
        </Text>
      ) : null}
    </Stack>
  );
}
