import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { PARCELS_MAX, parcelsSchema, waybillSchema } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/feedback/dialog';
import { useTranslation } from '../../../lib/use-translation';

/**
 * Parcels (one label each) and the waybill: asked on confirming, and corrected from the drawer
 * until the shipment leaves. The contracts' rules judge them as the API does: 0 is refused with
 * its message, never turned into 1.
 */
export function ConfirmModal({
  opened,
  parcels,
  waybill,
  loading,
  title,
  hint,
  submitLabel,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  parcels: number | null;
  waybill: string | null;
  loading: boolean;
  title: string;
  hint: string;
  submitLabel: string;
  onConfirm: (values: { parcels: number; waybill: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(parcels ?? '');
  const [bill, setBill] = useState(waybill ?? '');
  const [error, setError] = useState<string | undefined>();
  const [billError, setBillError] = useState<string | undefined>();
  useEffect(() => {
    if (opened) {
      setCount(parcels ?? '');
      setBill(waybill ?? '');
      setError(undefined);
      setBillError(undefined);
    }
  }, [opened, parcels, waybill]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const n = count === '' ? undefined : parcelsSchema.safeParse(count);
    const w = waybillSchema.safeParse(bill);
    setError(
      n === undefined
        ? t('shipments.errors.needsParcels')
        : n.success
          ? undefined
          : t(n.error.issues[0]?.message ?? ''),
    );
    setBillError(w.success ? undefined : t(w.error.issues[0]?.message ?? ''));
    if (!n?.success || !w.success) return;
    onConfirm({ parcels: n.data, waybill: w.data ?? '' });
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {hint}
          </Text>
          <NumberInput
            label={t('shipments.columns.parcels')}
            withAsterisk
            min={1}
            max={PARCELS_MAX}
            clampBehavior="none"
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
            onChange={(event) => {
              setBill(event.currentTarget.value);
              setBillError(undefined);
            }}
            error={billError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
