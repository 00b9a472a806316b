import { Text } from '@mantine/core';
import type { DashboardCategory } from '@portal/contracts';
import { useMoney } from '../../lib/money';
import { useTranslation } from '../../lib/use-translation';

/**
 * Where the year ends at the current pace (the API's `projection`: this year so far over the share
 * of the year gone) and, where a budget is set, that end's share of it.
 */
export function PaceNote({
  figures,
}: {
  figures: Pick<DashboardCategory, 'projection' | 'projection_budget_percent'>;
}) {
  const { t } = useTranslation();
  const { money, percent } = useMoney();
  const amount = money(figures.projection);
  return (
    <Text fz="xs" c="dimmed" data-pace>
      {figures.projection_budget_percent === null
        ? t('dashboard.revenue.pace', { amount })
        : t('dashboard.revenue.paceBudget', { amount, value: percent(figures.projection_budget_percent) })}
    </Text>
  );
}
