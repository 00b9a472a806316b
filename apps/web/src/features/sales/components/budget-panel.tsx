import { Button, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { RevenueDetail } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { useAgencyBudget } from '../api/get-agency-budget';
import { BudgetDialog } from './budget-dialog';

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
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" component="dl" m={0}>
          {set.map((row) => (
            <div key={row.category}>
              <Text component="dt" fz="xs" c="dimmed">
                {t(`sales.revenueCategories.${row.category}`)}
              </Text>
              <Text component="dd" m={0} fz="sm" fw={600} data-category={row.category}>
                {money(row.amount)}
                <ShareOf value={figures?.find((f) => f.category === row.category)?.budget_percent} />
              </Text>
            </div>
          ))}
        </SimpleGrid>
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
    <Text span fz="xs" fw={400} c="dimmed" ml={6}>
      {t('sales.page.ofBudget', { value: percent(value) })}
    </Text>
  );
}
