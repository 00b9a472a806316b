import { Stack, Text } from '@mantine/core';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { usePremia } from '../api/get-premia';
import { Delta } from './delta';
import { FigureBar } from './figure-bar';
import { FigureNotes } from './figure-notes';
import { Widget, type WidgetLink } from './widget';

/** The premia category (PR): this year, the difference with the same period last year, the budget. */
/** The content's height (measured), with the budget's line (staff, agents) or without (customers). */
const HEIGHT = { budget: 118, none: 100 };

export function PremiaWidget({ link, budget }: { link: WidgetLink; budget: boolean }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const query = usePremia();
  const year = query.data?.year ?? new Date().getFullYear();
  return (
    <Widget
      id="dashboard-premia"
      title={t('dashboard.premia.title', { year })}
      link={link}
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
        </Stack>
      )}
    </Widget>
  );
}
