import { LineChart } from '@mantine/charts';
// Mantine charts ships one small stylesheet (no per-component files): loaded with this chunk only.
import '@mantine/charts/styles.css';
// The legend's and the tooltip's colour marks.
import '@mantine/core/styles/ColorSwatch.css';
import type { ClientProgress } from '@portal/contracts';
import { localeOf } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { MonthsTable } from './months-table';

/**
 * Two lines, each the revenue added up from January: this year (up to its last month so far) and
 * the previous one. Screen readers get the same figures as a table instead of the drawing.
 */
export default function ClientProgressChart({ progress }: { progress: ClientProgress }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoney();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short' });
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long' });
  const nameOf = (month: number, format: Intl.DateTimeFormat) => format.format(new Date(Date.UTC(2000, month - 1, 15)));
  const { year, months } = progress;
  const data = months.map((m) => ({ month: nameOf(m.month, monthName), previous: m.previous, current: m.current }));
  const compact = (value: number) =>
    new Intl.NumberFormat(locale, {
      notation: 'compact',
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 1,
    }).format(value);

  return (
    <>
      <div aria-hidden>
        <LineChart
          h={260}
          data={data}
          dataKey="month"
          series={[
            { name: 'previous', label: String(year - 1), color: 'gray.6', strokeDasharray: '6 4' },
            { name: 'current', label: String(year), color: 'blue.7' },
          ]}
          valueFormatter={money}
          connectNulls={false}
          curveType="linear"
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          yAxisProps={{ tickFormatter: compact, width: 70 }}
          gridAxis="y"
          tooltipAnimationDuration={150}
          // Hidden from assistive technology (the table below says it): nothing in it takes the focus.
          lineChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <MonthsTable
        caption={t('sales.page.progress.summary', { current: year, previous: year - 1 })}
        year={year}
        months={months}
        money={money}
        monthName={(month) => nameOf(month, monthLong)}
      />
    </>
  );
}
