import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconEye, IconRefresh, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { QueuedOrder } from '../lib/device-store';
import type { OrderValues } from '../lib/order-values';
import { orderPath } from '../paths';
import { QueueStateBadge } from './order-state-badge';

/**
 * The orders sent from this device and where each is: waiting for a connection, sending, sent (a
 * link to it), or failed with the reason, to send again or to take back into the form.
 */
export function QueuedOrders({
  entries,
  onRetry,
  onDismiss,
  onTakeBack,
}: {
  entries: readonly QueuedOrder<OrderValues>[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
  onTakeBack: (entry: QueuedOrder<OrderValues>) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (entries.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="queued-orders-title">
      <Stack gap="xs">
        <Text id="queued-orders-title" fw={600} fz="sm">
          {t('orderForm.device.title')}
        </Text>
        {entries.map((entry) => {
          const { fields, clientName } = entry.values;
          const name = [fields.reference, clientName ?? fields.customer_code].filter(Boolean).join(' · ');
          return (
            <Stack key={entry.key} gap={4} data-testid="queued-order" data-state={entry.state}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={500} truncate="end">
                    {name || t('orderForm.device.untitled')}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('orderForm.device.queuedAt', { when: format.dateTime(new Date(entry.queuedAt).toISOString()) })}
                  </Text>
                </Stack>
                <QueueStateBadge state={entry.state} label={t(`orderForm.device.state.${entry.state}`)} />
              </Group>
              {entry.state === 'failed' && entry.error ? (
                <Text fz="sm" c="red" role="alert">
                  {entry.error}
                </Text>
              ) : null}
              <Group gap="xs">
                {entry.state === 'failed' ? (
                  <>
                    <Button
                      size="xs"
                      leftSection={<IconRefresh size={14} aria-hidden />}
                      onClick={() => onRetry(entry.key)}
                    >
                      {t('orderForm.device.retry')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowBackUp size={14} aria-hidden />}
                      onClick={() => onTakeBack(entry)}
                    >
                      {t('orderForm.device.takeBack')}
                    </Button>
                  </>
                ) : null}
                {entry.state === 'sent' && entry.savedId !== null ? (
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={orderPath(entry.savedId)}
                    leftSection={<IconEye size={14} aria-hidden />}
                  >
                    {t('orderForm.device.open')}
                  </Button>
                ) : null}
                {entry.state === 'sent' ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconX size={14} aria-hidden />}
                    onClick={() => onDismiss(entry.key)}
                  >
                    {t('orderForm.device.dismiss')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
