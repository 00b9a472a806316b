import { Stack, Text } from '@mantine/core';
import { Delta } from '../../../components/dashboard/delta';
import { FigureBar } from '../../../components/dashboard/figure-bar';
import { FigureNotes } from '../../../components/dashboard/figure-notes';
import { PaceNote } from '../../../components/dashboard/pace-note';
import { Widget } from '../../../components/dashboard/widget';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { usePremia } from '../api/get-dashboard-premia';
import { useRevenueScreen } from '../hooks/use-revenue-screen';

/** The content's height (measured), with the budget's line (staff, agents) or without (customers), and the pace's. */
const HEIGHT = { budget: 143, none: 125 };

/** The premia category (PR): this year, the difference with the same period last year, the budget. */
export function PremiaWidget() {
  const { t } = useTranslation();
  // Budgets are the agencies': a customer's purchases have none.
  const { network: budget, screen } = useRevenueScreen();
  const { money } = useMoney();
  const query = usePremia();
  const year = query.data?.year ?? new Date().getFullYear();
  return (
    <Widget
      id="dashboard-premia"
      title={t('dashboard.premia.title', { year })}
      link={{ to: `${screen}?category=premia`, label: t('dashboard.premia.open') }}
      query={query}
      height={budget ? HEIGHT.budget : HEIGHT.none}
      empty={t('dashboard.premia.empty')}
      isEmpty={(p) => !p.current_year && !p.progressive && !p.previous_year && p.budget === null}
    >
      {(premia) => (
        <Stack gap={6}>
          <Text fz={24} fw={700} lh={1.15}>
            {money(premia.current_year)}
          </Text>
          <Delta percent={premia.delta_percent} amount={premia.delta} />
          <FigureBar figures={premia} size={14} />
          <FigureNotes figures={premia} year={premia.year} withBudget />
          <PaceNote figures={premia} />
        </Stack>
      )}
    </Widget>
  );
}
