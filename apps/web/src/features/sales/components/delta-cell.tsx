import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { TONES } from '../../../components/table/status-badge';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';

/**
 * A change against the previous year: an arrow, the sign and green or red, with the direction
 * also in words for screen readers (colour is never the only sign).
 */
export function DeltaPercent({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  const { percent } = useMoney();
  if (value === null || value === undefined) return <>—</>;
  const shown = percent(Math.abs(value));
  const [Icon, tone, words] =
    value > 0
      ? [IconArrowUpRight, TONES.positive.color, t('sales.page.up', { value: shown })]
      : value < 0
        ? [IconArrowDownRight, TONES.negative.color, t('sales.page.down', { value: shown })]
        : [IconArrowRight, undefined, t('sales.page.flat')];
  return (
    <Group component="span" gap={2} wrap="nowrap" justify="flex-end" c={tone} fw={600} display="inline-flex">
      <Icon size={14} aria-hidden />
      <span aria-hidden>{percent(value, true)}</span>
      <span className="visually-hidden">{words}</span>
    </Group>
  );
}

/** An amount that may be negative: red with its sign when below zero. */
export function DeltaAmount({ value }: { value: number | null | undefined }) {
  const { money } = useMoney();
  const tone = value && value < 0 ? TONES.negative.color : value && value > 0 ? TONES.positive.color : undefined;
  return (
    <Text span fz="inherit" c={tone}>
      {value && value > 0 ? '+' : ''}
      {money(value)}
    </Text>
  );
}
