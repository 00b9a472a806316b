import { Group, Stack, Text } from '@mantine/core';
import type { DashboardCategory, DashboardRevenue } from '@portal/contracts';
import { Delta } from '../../../components/dashboard/delta';
import { BarLegend, FigureBar } from '../../../components/dashboard/figure-bar';
import { FigureNotes } from '../../../components/dashboard/figure-notes';
import { PaceNote } from '../../../components/dashboard/pace-note';
import { Widget } from '../../../components/dashboard/widget';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { useRevenue } from '../api/get-dashboard-revenue';
import { useRevenueScreen } from '../hooks/use-revenue-screen';

/**
 * The content's height in Italian (measured): the total, the legend and six categories; with a
 * budget (staff, agents) the total says it on a line of its own and the legend wraps on a phone;
 * the year's end at this pace below the total.
 */
const HEIGHT = { budget: { base: 660, xs: 607 }, none: 588 };

const noFigures = (c: DashboardCategory) => !c.current_year && !c.progressive && !c.previous_year && c.budget === null;

/**
 * This year's revenue against the same period last year and the budget: the total (expo, every
 * code) written large, then each other category with its bar. A customer's are its purchases.
 */
export function RevenueWidget() {
  const { t } = useTranslation();
  const { network, screen } = useRevenueScreen();
  // A customer's purchases have no budget: budgets are the agencies'.
  const purchases = !network;
  const query = useRevenue();
  const year = query.data?.year ?? new Date().getFullYear();
  return (
    <Widget
      id="dashboard-revenue"
      title={t(purchases ? 'dashboard.revenue.titleCustomer' : 'dashboard.revenue.title', { year })}
      link={{ to: screen, label: t(network ? 'dashboard.revenue.open' : 'dashboard.revenue.openCustomer') }}
      query={query}
      height={purchases ? HEIGHT.none : HEIGHT.budget}
      empty={t('dashboard.revenue.empty')}
      isEmpty={(data) => data.categories.every(noFigures)}
    >
      {(data) => <RevenueFigures data={data} />}
    </Widget>
  );
}

function RevenueFigures({ data }: { data: DashboardRevenue }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { money } = useMoney();
  const total = data.categories.find((c) => c.category === 'expo');
  const categories = data.categories.filter((c) => c.category !== 'expo');
  const withBudget = data.categories.some((c) => c.budget !== null);
  return (
    <Stack gap="md">
      {total ? (
        <Stack gap={6}>
          <Text fz="sm" c="dimmed">
            {total.name} · {t('dashboard.revenue.until', { date: format.date(data.until) })}
          </Text>
          <Text fz={28} fw={700} lh={1.15}>
            {money(total.current_year)}
          </Text>
          <Delta percent={total.delta_percent} amount={total.delta} />
          <FigureBar figures={total} size={16} />
          <FigureNotes figures={total} year={data.year} withBudget />
          <PaceNote figures={total} />
        </Stack>
      ) : null}
      <BarLegend withBudget={withBudget} />
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('dashboard.revenue.byCategory')}
      >
        {categories.map((c) => (
          <li key={c.category} data-category={c.category}>
            <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
              <Text fz="sm" fw={500}>
                {c.name}
              </Text>
              <Group gap="xs" wrap="nowrap" align="baseline" style={{ flexShrink: 0 }}>
                <Text fz="sm" fw={600}>
                  {money(c.current_year)}
                </Text>
                <Delta percent={c.delta_percent} />
              </Group>
            </Group>
            <FigureBar figures={c} size={10} />
            <FigureNotes figures={c} year={data.year} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
