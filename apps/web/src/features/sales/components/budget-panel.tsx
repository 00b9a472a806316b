import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RevenueDetail } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { useAgencyBudget } from '../api/get-agency-budget';
import { BudgetDialog, BudgetWarnings, budgetTotals } from './budget-dialog';

/** An agency's budget for the year per category: staff change it, agents read it. */
export function BudgetPanel({
  agency,
  agencyName,
  year,
  editable,
  figures,
}: {
  agency: number;
  agencyName: string;
  year: number;
  editable: boolean;
  /** The year's figures per category, for the share of each budget reached so far. */
  figures: RevenueDetail['categories'] | undefined;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const query = useAgencyBudget(agency, year);
  const [editing, setEditing] = useState(false);
  const rows = query.data?.budgets ?? [];
  const set = rows.filter((row) => row.amount !== null);
  const amountOf = (category: string) => rows.find((row) => row.category === category)?.amount ?? null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="budget-title">
      <Group justify="space-between" align="center" mb="xs" gap="xs">
        <Title order={2} fz="md" id="budget-title">
          {t('sales.page.budgetTitle', { year })}
        </Title>
        {editable ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(true)}
            disabled={!query.data}
          >
            {t('sales.page.editBudget')}
          </Button>
        ) : (
          <Text fz="xs" c="dimmed">
            {t('sales.page.budgetReadOnly')}
          </Text>
        )}
      </Group>
      {!query.data ? (
        query.isError ? null : (
          <Skeleton height={40} />
        )
      ) : set.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('sales.page.noBudget', { year })}
        </Text>
      ) : (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
            {set.map((row) => {
              const figure = figures?.find((f) => f.category === row.category);
              const name = t(`sales.revenueCategories.${row.category}`);
              return (
                <div key={row.category} data-category={row.category}>
                  <Text component="dt" fz="xs" c="dimmed" fw={row.category === 'expo' ? 700 : undefined}>
                    {row.category === 'worktops_jit'
                      ? t('sales.page.ofWhich', { name })
                      : row.category === 'expo'
                        ? t('sales.page.budgetTotal')
                        : name}
                  </Text>
                  <Text component="dd" m={0} fz="sm">
                    {/* The bold figure is the revenue, each number labelled: no budget read as revenue. */}
                    {figure ? (
                      <>
                        {t('sales.page.budgetRevenue')}{' '}
                        <Text span fw={700} fz="sm">
                          {money(figure.current_year)}
                        </Text>
                        <br />
                      </>
                    ) : null}
                    <Text span fz="xs" c="dimmed">
                      {t('sales.page.budgetAmount')} {money(row.amount)}
                    </Text>
                    <ShareOf value={figure?.budget_percent} />
                  </Text>
                </div>
              );
            })}
          </SimpleGrid>
          {editable ? <BudgetWarnings totals={budgetTotals(amountOf)} /> : null}
        </Stack>
      )}
      {editable && query.data ? (
        <BudgetDialog
          opened={editing}
          onClose={() => setEditing(false)}
          agency={agency}
          agencyName={agencyName}
          year={year}
          budgets={rows}
        />
      ) : null}
    </Card>
  );
}

/** How much of a budget the current year has reached: its share, in words beside the amount. */
function ShareOf({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation();
  const { percent } = useMoney();
  if (value === null || value === undefined) return null;
  return (
    <Text span fz="xs" fw={400} c="dimmed">
      {' · '}
      {t('sales.page.ofBudget', { value: percent(value) })}
    </Text>
  );
}
