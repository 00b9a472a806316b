import { Group, Stack, Text, Title } from '@mantine/core';
import { type CategoryFilter, categoryLabelKey, SALES_LINE_SORTS, type SalesLine } from '@portal/contracts';
import { QueryError } from '../../../components/errors/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { useSalesLines } from '../api/get-sales-lines';
import { useSalesYears } from '../api/get-sales-years';
import type { RevenueScopeState } from '../hooks/use-revenue-scope';
import { RevenueBreadcrumbs } from './revenue-breadcrumbs';
import { YearSelect } from './revenue-filters';

const COLUMNS: ColumnLayouts = {
  day: { nowrap: true, card: 'aside' },
  invoice: { nowrap: true, card: 'fact' },
  category: { card: 'fact', foldInto: 'product' },
  product: { card: 'title' },
  quantity: { numeric: true, nowrap: true, card: 'labelled' },
  amount: { numeric: true, nowrap: true, card: 'labelled' },
};

/** A day of the year at noon, so it is the same day in every time zone. */
const noon = (day: string) => `${day}T12:00:00`;

/**
 * The drill-down's last level: the invoice lines behind a client's figure in one category and
 * year, searchable and paged by the server, with the way back up (agency → client → category).
 */
export function SalesLinesView({
  state,
  place,
  category,
}: {
  state: RevenueScopeState;
  place: { agency: number; client: number };
  category: CategoryFilter;
}) {
  const { t } = useTranslation();
  const { cents } = useMoney();
  const format = useFormat();
  const years = useSalesYears(place);
  const query = useSalesLines(place, {
    year: state.year,
    category,
    page: state.page,
    pageSize: state.pageSize,
    q: state.q || undefined,
    sort: state.sort,
    order: state.sort ? state.order : undefined,
  });
  const data = query.data;
  const label = t(categoryLabelKey(category));
  const title = t('sales.page.lines.title', { category: label });

  if (query.isError && !data) {
    // Another agency's or a missing client: "not found" in the frame, with the way to the start.
    return (
      <QueryError
        error={query.error}
        back={{ to: paths.revenue, label: state.staff ? t('sales.page.backToNetwork') : t('sales.page.title') }}
      />
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('sales.page.title')} description={t('sales.page.description')} descriptionOnPhone={false} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <YearSelect years={years.data} state={state} />
        <SearchInput label={t('sales.page.lines.search')} value={state.q} onChange={state.setQuery} />
      </Group>
      <RevenueBreadcrumbs
        state={state}
        agencyName={data?.scope.agency.name}
        clientName={data?.scope.client.name}
        linesLabel={label}
      />
      <section aria-labelledby="sales-lines-title">
        <Title order={2} fz="md" id="sales-lines-title">
          {title}
        </Title>
        <Text fz="sm" c="dimmed" mb="xs" mih="1.55em">
          {data ? t('sales.page.lines.description', { date: format.date(noon(data.until)) }) : null}
        </Text>
        <ServerTable<SalesLine>
          caption={title}
          data={data}
          loading={query.isFetching}
          rowKey={(row) => row.id}
          sortable={SALES_LINE_SORTS}
          // Unsorted, the server gives the newest first: the date column says so.
          sort={state.sort ?? 'day'}
          order={state.sort ? state.order : 'desc'}
          onSort={state.setSort}
          onPageChange={state.setPage}
          onPageSizeChange={state.setPageSize}
          emptyText={state.q ? t('sales.page.lines.noResults') : t('sales.page.lines.empty')}
          columns={COLUMNS}
          render={{
            day: (row) => format.date(noon(row.day)),
            invoice: (row) => t('sales.page.lines.invoiceLine', { number: row.invoice, line: row.line }),
            category: (row) => row.category_label,
            quantity: (row) => format.number(row.quantity, { maximumFractionDigits: 3 }),
            amount: (row) => cents(row.amount),
          }}
        />
      </section>
    </Stack>
  );
}
