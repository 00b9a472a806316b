import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { PARCELS_MAX } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/feedback/dialog';
import { useTranslation } from '../../../lib/use-translation';

/** Confirming a shipment asks its parcels (one label each) and the waybill. */
export function ConfirmModal({
  opened,
  parcels,
  waybill,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  parcels: number | null;
  waybill: string | null;
  loading: boolean;
  onConfirm: (values: { parcels: number; waybill: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(parcels ?? '');
  const [bill, setBill] = useState(waybill ?? '');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (opened) {
      setCount(parcels ?? '');
      setBill(waybill ?? '');
      setError(undefined);
    }
  }, [opened, parcels, waybill]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > PARCELS_MAX) {
      setError(t('shipments.errors.needsParcels'));
      return;
    }
    onConfirm({ parcels: n, waybill: bill.trim() });
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('shipments.page.confirmTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {t('shipments.page.confirmHint')}
          </Text>
          <NumberInput
            label={t('shipments.columns.parcels')}
            withAsterisk
            min={1}
            max={PARCELS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={count}
            onChange={(value) => {
              setCount(value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          <TextInput
            label={t('shipments.columns.waybill')}
            maxLength={60}
            value={bill}
            onChange={(event) => setBill(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('shipments.page.moveTo.to_confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
