import { Anchor, Text } from '@mantine/core';
import type { RevenueCategory, RevenueRow, RevenueTable as RevenueTableData } from '@portal/contracts';
import { Link } from 'react-router';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import type { RevenueScopeState } from '../hooks/use-revenue-scope';
import { DeltaAmount, DeltaPercent } from './delta-cell';

const TOTAL = '__total';
/** The columns the server orders by (not the budget, which is not a sum of sales). */
const SORTABLE = ['name', 'province', 'previous_year', 'progressive', 'current_year', 'delta'];
const MONEY = ['previous_year', 'progressive', 'current_year', 'budget'] as const;

const COLUMNS: ColumnLayouts = {
  name: { card: 'title' },
  province: { nowrap: true, card: 'aside' },
  previous_year: { numeric: true, nowrap: true, card: 'labelled' },
  progressive: { numeric: true, nowrap: true, card: 'labelled' },
  current_year: { numeric: true, nowrap: true, card: 'labelled' },
  delta: { numeric: true, nowrap: true, card: 'labelled' },
  delta_percent: { numeric: true, nowrap: true, card: 'labelled' },
  budget: { numeric: true, nowrap: true, card: 'labelled' },
  budget_percent: { numeric: true, nowrap: true, card: 'labelled', foldInto: 'budget' },
};

/**
 * One level of the drill-down as a table (cards on a phone): the names open the next level (a
 * client's categories their lines), the last row is the total of the level.
 */
export function RevenueTable({
  data,
  loading,
  caption,
  state,
}: {
  data: RevenueTableData | undefined;
  loading: boolean;
  caption: string;
  state: RevenueScopeState;
}) {
  const { t } = useTranslation();
  const { money, percent } = useMoney();
  const { scope } = state;
  const level = scope.client ? 'client' : scope.agency ? 'agency' : 'network';
  // An agency's budget is not split by client: its columns would be empty on every client (the
  // budget panel and the totals say it).
  const noRowBudget = level === 'agency' && Boolean(data?.rows.every((row) => row.budget === null));
  const shown =
    data && noRowBudget
      ? { ...data, table_headers: data.table_headers.filter((h) => h.key !== 'budget' && h.key !== 'budget_percent') }
      : data;
  // The total row is named for what it sums (`Total: Expo (all)`); a client's categories add up to
  // it, their just-in-time worktops shown as part of the worktops ("of which"), not summed.
  const withTotal = shown
    ? {
        ...shown,
        rows:
          shown.rows.length > 0
            ? [...shown.rows, { ...shown.totals, id: TOTAL, name: shown.total_label, province: null }]
            : shown.rows,
      }
    : undefined;
  // Before the first recorded sale there is no previous year: its figures are not 0 € of sales.
  const compared = data?.previous_recorded !== false;
  const unknown = (
    <Text span fz="inherit" c="dimmed" aria-label={t('sales.page.notRecorded')}>
      —
    </Text>
  );
  // A client's category opens the lines behind its figures.
  const next = (row: RevenueRow) =>
    level === 'network'
      ? state.hrefFor({ agency: Number(row.id) })
      : level === 'agency'
        ? state.hrefFor({ agency: scope.agency, client: Number(row.id) })
        : state.hrefFor({ ...scope, lines: row.id as RevenueCategory });

  return (
    <ServerTable<RevenueRow>
      caption={caption}
      data={withTotal}
      loading={loading}
      rowKey={(row) => row.id}
      sortable={level === 'client' ? [] : SORTABLE}
      sort={state.sort}
      order={state.order}
      onSort={state.setSort}
      onPageChange={state.setPage}
      onPageSizeChange={state.setPageSize}
      emptyText={t('sales.page.empty')}
      columns={COLUMNS}
      render={{
        name: (row) => {
          if (row.id === TOTAL)
            return (
              <Text fw={700} fz="sm">
                {row.name}
              </Text>
            );
          if (row.part_of)
            return (
              <Anchor component={Link} to={next(row)} fz="sm" pl="md" data-part-of={row.part_of}>
                {t('sales.page.ofWhich', { name: row.name })}
              </Anchor>
            );
          return (
            <Anchor component={Link} to={next(row)} fz="sm" fw={600}>
              {row.name}
            </Anchor>
          );
        },
        ...Object.fromEntries(
          MONEY.map((key) => [
            key,
            (row: RevenueRow) =>
              !compared && (key === 'previous_year' || key === 'progressive') ? (
                unknown
              ) : (
                <Text span fz="inherit" fw={row.id === TOTAL ? 700 : undefined} c={row.part_of ? 'dimmed' : undefined}>
                  {money(row[key])}
                </Text>
              ),
          ]),
        ),
        province: (row) => (row.id === TOTAL ? '' : (row.province ?? '—')),
        delta: (row) => (compared ? <DeltaAmount value={row.delta} /> : unknown),
        delta_percent: (row) => (compared ? <DeltaPercent value={row.delta_percent} /> : unknown),
        budget_percent: (row) => percent(row.budget_percent),
      }}
    />
  );
}
