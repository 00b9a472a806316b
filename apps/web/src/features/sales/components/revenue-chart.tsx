import { CompositeChart } from '@mantine/charts';
// Mantine charts ships one small stylesheet (no per-component files): loaded with this chunk only.
import '@mantine/charts/styles.css';
// The legend's and the tooltip's colour marks.
import '@mantine/core/styles/ColorSwatch.css';
import type { RevenueDetail } from '@portal/contracts';
import { localeOf } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { MonthsTable } from './months-table';

/**
 * The twelve months, current year against the previous one (bars) and the budget (a line) when
 * there is one. Screen readers get the same figures as a table instead of the drawing.
 */
export default function RevenueChart({ months, year }: { months: RevenueDetail['months']; year: number }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoney();
  const monthName = new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), { month: 'short' });
  const monthLong = new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), { month: 'long' });
  const nameOf = (month: number, format: Intl.DateTimeFormat) => format.format(new Date(Date.UTC(2000, month - 1, 15)));
  const withBudget = months.some((m) => m.budget !== null && m.budget !== undefined);
  const data = months.map((m) => ({
    month: nameOf(m.month, monthName),
    previous: m.previous,
    current: m.current,
    ...(withBudget ? { budget: m.budget ?? null } : {}),
  }));
  const compact = (value: number) =>
    new Intl.NumberFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), {
      notation: 'compact',
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 1,
    }).format(value);
  const series = [
    { name: 'previous', label: String(year - 1), color: 'gray.5', type: 'bar' as const },
    { name: 'current', label: String(year), color: 'blue.7', type: 'bar' as const },
    ...(withBudget
      ? [
          {
            name: 'budget',
            label: t('sales.page.budget'),
            color: 'orange.7',
            type: 'line' as const,
            strokeDasharray: '6 4',
          },
        ]
      : []),
  ];
  const summary = t('sales.page.chartSummary', { current: year, previous: year - 1 });

  return (
    <>
      <div aria-hidden>
        <CompositeChart
          h={280}
          data={data}
          dataKey="month"
          series={series}
          valueFormatter={money}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          yAxisProps={{ tickFormatter: compact, width: 70 }}
          maxBarWidth={18}
          withDots={false}
          gridAxis="y"
          tooltipAnimationDuration={150}
          // The drawing is hidden from assistive technology (the table below says it): nothing in it
          // may take the keyboard focus either.
          composedChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <MonthsTable
        caption={summary}
        year={year}
        months={months}
        money={money}
        monthName={(month) => nameOf(month, monthLong)}
        withBudget={withBudget}
      />
    </>
  );
}
