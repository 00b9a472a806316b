import { BulletChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
// The charts library's one stylesheet (no per-component files), as the revenue screen loads it.
import '@mantine/charts/styles.css';
import type { RevenueFigures } from '@portal/contracts';
import { useTranslation } from '../../lib/use-translation';

/** The library draws its own figures beside the track: the widget writes them as text instead. */
const NO_LABELS = {
  trackWrapper: { padding: 0 },
  rangeLabel: { display: 'none' },
  barLabel: { display: 'none' },
  targetLabel: { display: 'none' },
} as const;

/**
 * One category at a glance (a bullet chart): this year as the bar, the same period last year as
 * the grey band under it and the budget as the mark. Drawn for the eye only: the figures are
 * written beside it.
 */
export function FigureBar({ figures, size = 14 }: { figures: RevenueFigures; size?: number }) {
  const { current_year: current, progressive, budget } = figures;
  const end = Math.max(current, progressive, budget ?? 0);
  return (
    <BulletChart
      aria-hidden
      value={Math.max(current, 0)}
      // The track first: with the band as long as it, the band must still be drawn over it.
      ranges={[
        { value: end, color: 'gray.1' },
        { value: Math.max(progressive, 0), color: 'gray.4' },
      ]}
      target={budget ?? undefined}
      barColor="blue.7"
      targetColor="orange.8"
      size={size}
      barSize={Math.round(size / 2)}
      targetRatio={1}
      targetSize={3}
      styles={NO_LABELS}
    />
  );
}

const MARKS = [
  { key: 'current', style: { width: 14, height: 6, background: 'var(--mantine-color-blue-7)' } },
  { key: 'progressive', style: { width: 14, height: 10, background: 'var(--mantine-color-gray-4)' } },
  { key: 'budget', style: { width: 3, height: 12, background: 'var(--mantine-color-orange-8)' } },
] as const;

/** What the bars' marks are, once above them (the budget only where one is set). */
export function BarLegend({ withBudget }: { withBudget: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" aria-hidden>
      {MARKS.filter((mark) => withBudget || mark.key !== 'budget').map((mark) => (
        <Group key={mark.key} gap={6} wrap="nowrap">
          <span style={{ display: 'inline-block', borderRadius: 2, ...mark.style }} />
          <Text fz="xs" c="dimmed">
            {t(`dashboard.revenue.legend.${mark.key}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
