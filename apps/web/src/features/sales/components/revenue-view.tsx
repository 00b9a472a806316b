import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RevenueTable as RevenueTableData } from '@portal/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { QueryError } from '../../../components/errors/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { formatDate, localeOf } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useSalesCurrent } from '../api/get-sales-current';
import { useSalesDetail } from '../api/get-sales-detail';
import { useSalesYears } from '../api/get-sales-years';
import { type RevenueScopeState, useRevenueScope } from '../hooks/use-revenue-scope';
import { BudgetPanel } from './budget-panel';
import { ClientProgress } from './client-progress';
import { OwnClients } from './own-clients';
import { RevenueBreadcrumbs } from './revenue-breadcrumbs';
import { RevenueFilters } from './revenue-filters';
import { RevenueTable } from './revenue-table';
import { SalesLinesView } from './sales-lines';

// recharts is the larger part of this screen: the table comes first, the drawing after.
const RevenueChart = lazy(() => import('./revenue-chart'));

/**
 * What the progressive is and the day both years run to, where the column first appears; a year
 * with no sales recorded before it says so instead of showing 0 €.
 */
function ProgressiveNote({ data }: { data: RevenueTableData | undefined }) {
  const { t, i18n } = useTranslation();
  if (!data) return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const long = (day: string) =>
    new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  return (
    <Stack gap={2} mb="xs">
      <Text fz="sm" c="dimmed" data-testid="progressive-note">
        {t('sales.page.progressiveNote', { previous: data.year - 1, year: data.year, day: long(data.until) })}
      </Text>
      {!data.previous_recorded && data.records_from ? (
        <Text fz="sm" c="dimmed">
          {t('sales.page.noPrevious', { year: data.year, day: formatDate(data.records_from, language) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Revenue and budget: network → agency → client → a category's lines, for a year and a category. */
export function RevenueView() {
  const state = useRevenueScope();
  const { agency, client } = state.scope;
  // A drill-down (to an agency, a client, a category's lines) is a new screen: it opens at its
  // top, not scrolled as far as the row that was clicked (it opened halfway down).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the levels are what the scroll follows
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [agency, client, state.lines]);
  return agency && client && state.lines ? (
    <SalesLinesView state={state} place={{ agency, client }} category={state.lines} />
  ) : (
    <RevenueLevels state={state} />
  );
}

/** The network, an agency or a client: figures by agency, client or category, with chart and budget. */
function RevenueLevels({ state }: { state: RevenueScopeState }) {
  const { t } = useTranslation();
  const { scope, year, category, staff } = state;
  const years = useSalesYears(scope);
  const table = useSalesCurrent(scope, {
    year,
    category,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    order: state.sort ? state.order : undefined,
  });
  const detail = useSalesDetail(scope, { year, category });
  const agencyName = table.data?.scope?.agency?.name;
  const clientName = table.data?.scope?.client?.name;
  const level = scope.client ? 'client' : scope.agency ? 'agency' : 'network';
  const caption = {
    network: t('sales.page.byAgency'),
    agency: t('sales.page.byClient'),
    client: t('sales.page.byCategory'),
  }[level];

  const header = (
    <PageHeader title={t('sales.page.title')} description={t('sales.page.description')} descriptionOnPhone={false} />
  );
  if (table.isError && !table.data) {
    // Another agency's or a missing client: "not found" in the frame, with the way to the start.
    return (
      <QueryError
        error={table.error}
        back={{ to: paths.revenue, label: staff ? t('sales.page.backToNetwork') : t('sales.page.title') }}
      />
    );
  }
  const months = detail.data?.months ?? [];
  const anySales = months.some((m) => m.current || m.previous);

  return (
    <Stack gap="md">
      {header}
      <RevenueFilters years={years.data} state={state} />
      <RevenueBreadcrumbs state={state} agencyName={agencyName} clientName={clientName} />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="revenue-chart-title">
        <Title order={2} fz="md" id="revenue-chart-title" mb="xs">
          {t('sales.page.chartTitle')}
        </Title>
        {!detail.data ? (
          detail.isError ? (
            <Text fz="sm" c="dimmed">
              {t('notices.pageLoadError')}
            </Text>
          ) : (
            <Skeleton height={280} role="status" aria-busy="true" aria-label={t('common.loading')} />
          )
        ) : anySales ? (
          <Suspense
            fallback={<Skeleton height={280} role="status" aria-busy="true" aria-label={t('common.loading')} />}
          >
            <RevenueChart months={months} year={year} />
          </Suspense>
        ) : (
          <Text fz="sm" c="dimmed" ta="center" py="lg">
            {t('sales.page.empty')}
          </Text>
        )}
      </Card>
      {level === 'client' && scope.client ? <ClientProgress client={scope.client} state={state} /> : null}
      {level === 'agency' && scope.agency ? (
        <BudgetPanel
          agency={scope.agency}
          agencyName={agencyName ?? t('sales.page.agency')}
          year={year}
          editable={staff}
          figures={detail.data?.categories}
        />
      ) : null}
      <section aria-labelledby="revenue-table-title">
        <Title order={2} fz="md" id="revenue-table-title" mb={4}>
          {caption}
        </Title>
        <ProgressiveNote data={table.data} />
        <RevenueTable data={table.data} loading={table.isFetching} caption={caption} state={state} />
      </section>
      {level === 'agency' && scope.agency ? <OwnClients agency={scope.agency} state={state} /> : null}
    </Stack>
  );
}
