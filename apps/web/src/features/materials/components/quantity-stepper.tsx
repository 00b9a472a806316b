import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import { MATERIAL_QUANTITY_MAX } from '@portal/contracts';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

/**
 * A whole number of pieces with big − and + buttons, easy to hit on a phone; typing works too.
 * Empty while the user clears the field (the value is then '').
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  max = MATERIAL_QUANTITY_MAX,
  step = 1,
  size = 'lg',
  error,
  disabled,
  showLabel = false,
  allowNegative = false,
}: {
  value: number | '';
  onChange: (value: number | '') => void;
  label: string;
  max?: number;
  step?: number;
  size?: 'md' | 'lg';
  /** A message under the field, or true for only its red border (the message said elsewhere). */
  error?: string | boolean;
  disabled?: boolean;
  /** The label above the field too (it is always the field's accessible name). */
  showLabel?: boolean;
  /**
   * Keeps a typed minus, for the form to refuse with a message: without it "-20" would silently
   * become 20 (a load typed as -20 was saved as +20).
   */
  allowNegative?: boolean;
}) {
  const { t } = useTranslation();
  const current = value === '' ? 0 : value;
  const limit = Math.max(1, Math.min(max, MATERIAL_QUANTITY_MAX));
  const stepper = (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ActionIcon
        size={size === 'lg' ? 44 : 36}
        variant="default"
        aria-label={`${t('materials.page.decrease')}: ${label}`}
        onClick={() => onChange(Math.max(1, current - step))}
        disabled={disabled || current <= 1}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <NumberInput
        aria-label={label}
        value={value}
        onChange={(v) => {
          const n = Math.trunc(Number(v));
          onChange(v === '' || Number.isNaN(n) ? '' : n);
        }}
        min={1}
        max={limit}
        allowDecimal={false}
        allowNegative={allowNegative}
        clampBehavior="none"
        hideControls
        size={size}
        w={size === 'lg' ? 84 : 72}
        styles={{ input: { textAlign: 'center', fontWeight: 600 } }}
        error={error}
        disabled={disabled}
        inputMode="numeric"
      />
      <ActionIcon
        size={size === 'lg' ? 44 : 36}
        variant="default"
        aria-label={`${t('materials.page.increase')}: ${label}`}
        onClick={() => onChange(Math.min(limit, current + step))}
        disabled={disabled || current >= limit}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
  if (!showLabel) return stepper;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500} aria-hidden>
        {label}
      </Text>
      {stepper}
    </Stack>
  );
}
