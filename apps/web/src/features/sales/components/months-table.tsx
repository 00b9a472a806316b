import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

type Month = { month: number; previous: number | null; current: number | null; budget?: number | null };

/**
 * A chart's figures for screen readers: a visually hidden table of the months, the previous year,
 * this year and (when given) the budget, under the chart's summary as its caption.
 */
export function MonthsTable({
  caption,
  year,
  months,
  money,
  monthName,
  withBudget = false,
}: {
  caption: string;
  year: number;
  months: readonly Month[];
  money: (value: number | null | undefined) => string;
  monthName: (month: number) => string;
  withBudget?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table className="visually-hidden">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('sales.page.month')}</Table.Th>
          <Table.Th scope="col">{year - 1}</Table.Th>
          <Table.Th scope="col">{year}</Table.Th>
          {withBudget ? <Table.Th scope="col">{t('sales.page.budget')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {months.map((m) => (
          <Table.Tr key={m.month}>
            <Table.Th scope="row">{monthName(m.month)}</Table.Th>
            <Table.Td>{money(m.previous)}</Table.Td>
            <Table.Td>{money(m.current)}</Table.Td>
            {withBudget ? <Table.Td>{money(m.budget)}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
