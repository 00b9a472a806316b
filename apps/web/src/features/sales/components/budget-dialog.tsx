import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { type AgencyBudget, BUDGET_MAX, REVENUE_CATEGORIES, type RevenueCategory } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { localeOf } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveBudget } from '../api/save-budget';

type BudgetRow = AgencyBudget['budgets'][number];

type Amounts = Partial<Record<RevenueCategory, number | ''>>;

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = REVENUE_CATEGORIES.map((c) => c.key).filter(
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
          {REVENUE_CATEGORIES.map((c) => (
            <NumberInput
              key={c.key}
              label={t(`sales.revenueCategories.${c.key}`)}
              value={amounts[c.key] ?? ''}
              onChange={(value) =>
                setAmounts((previous) => ({ ...previous, [c.key]: value === '' ? '' : Number(value) }))
              }
              min={0}
              max={BUDGET_MAX}
              step={1000}
              decimalScale={2}
              {...written}
              allowNegative={false}
            />
          ))}
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
