import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  type AgencyBudget,
  BUDGET_MAX,
  BUDGET_PARTS,
  REVENUE_CATEGORIES,
  type RevenueCategory,
} from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { localeOf } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveBudget } from '../api/save-budget';

type BudgetRow = AgencyBudget['budgets'][number];

type Amounts = Partial<Record<RevenueCategory, number | ''>>;

/** The categories typed: every one but the total (expo), which is the sum of BUDGET_PARTS. */
const TYPED = REVENUE_CATEGORIES.map((c) => c.key).filter(
  (key): key is Exclude<RevenueCategory, 'expo'> => key !== 'expo',
);

/**
 * What the amounts say together: the total (the sum of the categories that make it), the
 * categories without a budget, and whether the just-in-time worktops exceed the worktops they are part of.
 */
export function budgetTotals(amount: (category: RevenueCategory) => number | null) {
  const parts = BUDGET_PARTS.map((category) => ({ category, value: amount(category) }));
  const total = Math.round(parts.reduce((acc, p) => acc + (p.value ?? 0), 0) * 100) / 100;
  const jit = amount('worktops_jit');
  const worktops = amount('worktops');
  return {
    total,
    missing: parts.every((p) => p.value === null) ? [] : parts.filter((p) => p.value === null).map((p) => p.category),
    jitOver: jit !== null && jit > (worktops ?? 0) ? { jit, worktops: worktops ?? 0 } : null,
  };
}

const amountsOf = (rows: readonly BudgetRow[]): Amounts =>
  Object.fromEntries(rows.map((row) => [row.category, row.amount ?? '']));

/** An amount in euro as the language writes it: its separators, the sign before or after. */
function amountStyle(language: string) {
  const parts = new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  }).formatToParts(12345.5);
  const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const before = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  return {
    thousandSeparator: part('group') ?? '.',
    decimalSeparator: part('decimal') ?? ',',
    ...(before ? { prefix: '€ ' } : { suffix: ' €' }),
  };
}

/** Staff set an agency's budget for a year, one amount per category; only the changed ones are sent. */
export function BudgetDialog({
  opened,
  onClose,
  agency,
  agencyName,
  year,
  budgets,
}: {
  opened: boolean;
  onClose: () => void;
  agency: number;
  agencyName: string;
  year: number;
  budgets: readonly BudgetRow[];
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveBudget();
  const [amounts, setAmounts] = useState<Amounts>({});
  useEffect(() => {
    if (opened) setAmounts(amountsOf(budgets));
  }, [opened, budgets]);
  const before = amountsOf(budgets);
  const written = amountStyle(i18n.resolvedLanguage ?? i18n.language);
  const { money } = useMoney();
  const typed = (category: RevenueCategory) => {
    const value = amounts[category];
    return value === '' || value === undefined ? null : value;
  };
  const totals = budgetTotals(typed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = TYPED.filter(
      (key) => amounts[key] !== before[key] && amounts[key] !== '' && amounts[key] !== undefined,
    );
    if (changed.length === 0) {
      notifySuccess(t('sales.page.nothingChanged'));
      return onClose();
    }
    try {
      let answer = { message: '' };
      for (const category of changed) {
        answer = await save.mutateAsync({ agency, change: { year, category, amount: Number(amounts[category]) } });
      }
      notifySuccess(answer.message);
      onClose();
    } catch {
      // The toast has the server's message; the dialog stays open with what was typed.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('sales.page.editBudgetTitle', { year, agency: agencyName })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {t('sales.page.amount')}
          </Text>
          {TYPED.map((key) => (
            <NumberInput
              key={key}
              label={
                key === 'worktops_jit'
                  ? t('sales.page.ofWhich', { name: t(`sales.revenueCategories.${key}`) })
                  : t(`sales.revenueCategories.${key}`)
              }
              pl={key === 'worktops_jit' ? 'md' : undefined}
              value={amounts[key] ?? ''}
              onChange={(value) =>
                setAmounts((previous) => ({ ...previous, [key]: value === '' ? '' : Number(value) }))
              }
              min={0}
              max={BUDGET_MAX}
              step={1000}
              decimalScale={2}
              {...written}
              allowNegative={false}
            />
          ))}
          <div>
            <Text fz="sm" fw={700} data-testid="budget-total">
              {t('sales.page.budgetTotal')}: {money(totals.total)}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('sales.page.budgetTotalNote')}
            </Text>
          </div>
          <BudgetWarnings totals={totals} />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('sales.page.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('sales.page.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Where the categories disagree: the just-in-time worktops above the worktops, categories without a budget. */
export function BudgetWarnings({ totals }: { totals: ReturnType<typeof budgetTotals> }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  if (!totals.jitOver && totals.missing.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />} p="xs">
      <Stack gap={4}>
        {totals.jitOver ? (
          <Text fz="sm">
            {t('sales.page.budgetJitOver', {
              jit: money(totals.jitOver.jit),
              worktops: money(totals.jitOver.worktops),
            })}
          </Text>
        ) : null}
        {totals.missing.length > 0 ? (
          <Text fz="sm">
            {t('sales.page.budgetPartsMissing', {
              names: totals.missing.map((c) => t(`sales.revenueCategories.${c}`)).join(', '),
            })}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
