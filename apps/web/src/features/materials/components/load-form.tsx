import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { LoadInput } from '../api/add-load';
import { QuantityStepper } from './quantity-stepper';

/** Pieces and an optional print-run code; used to add a load and to change one. */
export function LoadForm({
  initial,
  submitLabel,
  loading,
  onSubmit,
  onCancel,
}: {
  initial?: { quantity: number; product_code: string | null };
  submitLabel: string;
  loading: boolean;
  onSubmit: (input: LoadInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState<number | ''>(initial?.quantity ?? 100);
  const [code, setCode] = useState(initial?.product_code ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (quantity !== '' && quantity < 0) return setError(t('materials.page.loadNegative'));
    if (quantity === '' || quantity < 1) return setError(t('validation.quantity'));
    setError(undefined);
    const done = await onSubmit({ quantity, product_code: code.trim() || undefined });
    if (done && !initial) {
      setQuantity(100);
      setCode('');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={6}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <QuantityStepper
            showLabel
            value={quantity}
            onChange={setQuantity}
            label={t('materials.page.loadQuantity')}
            size="md"
            step={10}
            // The message goes under the whole row: the field is too narrow to hold it.
            error={Boolean(error)}
            allowNegative
          />
          <TextInput
            label={t('materials.page.loadCode')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            maxLength={40}
            flex={1}
            miw={160}
          />
          <Group gap="xs">
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
        {error ? (
          <Text c="red.8" fz="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
