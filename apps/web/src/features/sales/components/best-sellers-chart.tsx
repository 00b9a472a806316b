import { BarChart } from '@mantine/charts';
// Mantine charts ships one small stylesheet (no per-component files): loaded with this chunk only.
import '@mantine/charts/styles.css';
import type { BestSellerRow, BestSellersRank } from '@portal/contracts';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { usePhone } from '../../../lib/use-phone';

/**
 * The first products as horizontal bars, by revenue or pieces. Hidden from assistive technology:
 * the ranking table below says the same.
 */
export default function BestSellersChart({
  rows,
  by,
  label,
}: {
  rows: BestSellerRow[];
  by: BestSellersRank;
  /** What the bars measure (revenue or pieces), for the tooltip. */
  label: string;
}) {
  const format = useFormat();
  const phone = usePhone();
  const { money } = useMoney();
  const data = rows.map((r) => ({ product: r.product, value: by === 'quantity' ? r.quantity : r.amount }));
  const value = (n: number) => (by === 'quantity' ? format.number(n) : money(n));
  const compact = (n: number) =>
    format.number(n, {
      notation: 'compact',
      maximumFractionDigits: 1,
      ...(by === 'amount' ? { style: 'currency', currency: 'EUR' } : {}),
    });
  // A phone has no room for the names beside the bars: the axis gives their places, as the cards below do.
  const tick = (name: string, index: number) => (phone ? `${format.number(index + 1)}.` : name);
  return (
    <div aria-hidden>
      <BarChart
        h={Math.max(160, data.length * 34 + 40)}
        data={data}
        dataKey="product"
        orientation="vertical"
        series={[{ name: 'value', label, color: by === 'quantity' ? 'teal.7' : 'blue.7' }]}
        valueFormatter={value}
        gridAxis="x"
        xAxisProps={{ tickFormatter: compact }}
        yAxisProps={{ width: phone ? 32 : 240, tickFormatter: tick, interval: 0 }}
        maxBarWidth={22}
        tooltipAnimationDuration={150}
        // Nothing in the drawing may take the keyboard focus: the table is what assistive technology reads.
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
