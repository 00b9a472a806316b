import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { collectionDates, DELIVERY_MODES, type DeliveryMode, type ReadyItem, USER_TYPE } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/feedback/dialog';
import { ClientPicker, type PickedClient } from '../../../components/form/client-picker';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useReserve } from '../api/reserve';

/** Today in the reader's calendar, as the server counts it (Europe/Rome). */
const romeToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * Reserving one unit: an agent picks the client, a customer reserves for its company; delivery
 * with the next load, or self-collection with the two dates shown (the server sets them).
 */
export function ReserveDialog({ item, onClose }: { item: ReadyItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const agent = session?.user.userType === USER_TYPE.agent;
  const [mode, setMode] = useState<DeliveryMode>('next_load');
  const [client, setClient] = useState<PickedClient | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reserve = useReserve();
  useEffect(() => {
    if (item) {
      setMode('next_load');
      setClient(null);
      setError(null);
    }
  }, [item]);
  const dates = collectionDates(romeToday());
  const submit = async () => {
    if (!item) return;
    if (agent && !client) {
      setError(t('readyStock.errors.clientRequired'));
      return;
    }
    try {
      const done = await reserve.mutateAsync({ id: item.id, delivery_mode: mode, client_id: client?.id });
      notifySuccess(done.message);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return (
    <Dialog
      opened={item !== null}
      onClose={onClose}
      title={t('readyStock.page.reserveTitle', { code: item?.code ?? '' })}
    >
      <Stack gap="md">
        <Text size="sm">{item ? `${item.brand} · ${item.description}` : ''}</Text>
        {agent ? <ClientPicker label={t('readyStock.page.client')} value={client} onChange={setClient} /> : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('readyStock.page.deliveryMode')}
          </Text>
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(v) => setMode(v as DeliveryMode)}
            data={DELIVERY_MODES.map((m) => ({ value: m, label: t(`readyStock.deliveryMode.${m}`) }))}
          />
        </Stack>
        {mode === 'self_collection' ? (
          <Stack gap={2} data-testid="collection-dates">
            <Text size="sm">{t('readyStock.page.readyOn', { date: format.date(dates.ready_on) ?? '' })}</Text>
            <Text size="sm">{t('readyStock.page.collectBy', { date: format.date(dates.collect_by) ?? '' })}</Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('readyStock.page.nextLoadHint')}
          </Text>
        )}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={reserve.isPending} onClick={() => void submit()}>
            {t('readyStock.page.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
