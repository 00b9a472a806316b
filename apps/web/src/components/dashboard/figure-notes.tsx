import { Text } from '@mantine/core';
import type { RevenueFigures } from '@portal/contracts';
import { useMoney } from '../../lib/money';
import { useTranslation } from '../../lib/use-translation';

/**
 * The figures a bar draws, as words: the same period last year and, where set, the share of the
 * budget reached. `withBudget` (the total, premia) also names the budget, on a line of its own.
 */
export function FigureNotes({
  figures,
  year,
  withBudget = false,
}: {
  figures: RevenueFigures;
  year: number;
  withBudget?: boolean;
}) {
  const { t } = useTranslation();
  const { money, percent } = useMoney();
  const progressive = t('dashboard.revenue.progressive', { year: year - 1, amount: money(figures.progressive) });
  const share = percent(figures.budget_percent);
  if (!withBudget) {
    return (
      <Text fz="xs" c="dimmed">
        {progressive}
        {figures.budget === null ? null : ` · ${t('dashboard.revenue.ofBudget', { value: share })}`}
      </Text>
    );
  }
  return (
    <Text fz="xs" c="dimmed">
      {progressive}
      {figures.budget === null ? null : (
        <>
          <br />
          {t('dashboard.revenue.budgetShare', { value: share, budget: money(figures.budget) })}
        </>
      )}
    </Text>
  );
}
