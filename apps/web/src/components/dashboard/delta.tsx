import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useMoney } from '../../lib/money';
import { useTranslation } from '../../lib/use-translation';
import { TONES } from '../table/status-badge';

/**
 * This year against the same period last year: an arrow, the sign and green or red, with the
 * direction also in words for screen readers (colour is never the only sign). With `amount`, the
 * difference in euro follows the percentage.
 */
export function Delta({ percent, amount, size = 'sm' }: { percent: number | null; amount?: number; size?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (percent === null) {
    return (
      <Text span fz={size} c="dimmed">
        <span aria-hidden>—</span>
        <span className="visually-hidden">{t('dashboard.delta.none')}</span>
      </Text>
    );
  }
  const shown = money.percent(Math.abs(percent));
  const [Icon, tone, words] =
    percent > 0
      ? [IconArrowUpRight, TONES.positive.color, t('dashboard.delta.up', { value: shown })]
      : percent < 0
        ? [IconArrowDownRight, TONES.negative.color, t('dashboard.delta.down', { value: shown })]
        : [IconArrowRight, undefined, t('dashboard.delta.flat')];
  return (
    <Group component="span" gap={2} wrap="nowrap" c={tone} fw={600} fz={size} display="inline-flex">
      <Icon size={14} aria-hidden />
      <span aria-hidden>
        {money.percent(percent, true)}
        {amount === undefined ? '' : ` (${amount > 0 ? '+' : ''}${money.money(amount)})`}
      </span>
      <span className="visually-hidden">
        {words}
        {amount === undefined ? '' : ` (${money.money(amount)})`}
      </span>
    </Group>
  );
}
