import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { QueryError } from '../../../components/errors/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { useBestSellers } from '../api/get-best-sellers';
import { useBestSellersParams } from '../hooks/use-best-sellers-params';
import { BestSellersFilters } from './best-sellers-filters';
import { BestSellersTable } from './best-sellers-table';

// recharts is the larger part of this screen: the ranking comes first, the drawing after.
const BestSellersChart = lazy(() => import('./best-sellers-chart'));

/** Bars drawn: the first ten, whatever the length of the ranking. */
const CHART_ROWS = 10;

/** Best sellers: the products of a revenue category ranked over a period, in the caller's scope. */
export function BestSellersView() {
  const { t } = useTranslation();
  const format = useFormat();
  const { money } = useMoney();
  const state = useBestSellersParams();
  const query = useBestSellers(state.filter);
  const B = 'sales.page.bestSellers';
  const data = query.data;
  const where = data?.scope.agency?.name ?? (data?.scope.client ? t(`${B}.own`) : t(`${B}.network`));
  const busy = <Skeleton height={280} role="status" aria-busy="true" aria-label={t('common.loading')} />;

  if (query.isError && !data) {
    // Another agency named in the address: "not found" in the frame, with the way back.
    return <QueryError error={query.error} back={{ to: paths.bestSellers, label: t(`${B}.title`) }} />;
  }
  const chartRows = data?.rows.slice(0, CHART_ROWS) ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t(`${B}.title`)} description={t(`${B}.description`)} descriptionOnPhone={false} />
      <BestSellersFilters state={state} />
      {data ? (
        <Text fz="sm" c="dimmed" role="status">
          <Text span fw={600} c="var(--mantine-color-text)">
            {where}
          </Text>
          {' · '}
          {t(`${B}.summary`, {
            products: format.number(data.products, { useGrouping: 'always' }),
            amount: money(data.totals.amount),
            quantity: format.number(data.totals.quantity, { maximumFractionDigits: 3, useGrouping: 'always' }),
          })}
        </Text>
      ) : null}
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="best-sellers-chart-title">
        <Title order={2} fz="md" id="best-sellers-chart-title" mb="xs">
          {t(`${B}.chartTitle`, { count: Math.min(CHART_ROWS, state.limit) })}
        </Title>
        {!data ? (
          busy
        ) : chartRows.length > 0 ? (
          <Suspense fallback={busy}>
            <BestSellersChart
              rows={chartRows}
              by={data.by}
              label={data.by === 'quantity' ? t(`${B}.byQuantity`) : t(`${B}.byAmount`)}
            />
          </Suspense>
        ) : (
          <Text fz="sm" c="dimmed" ta="center" py="lg">
            {t(`${B}.empty`)}
          </Text>
        )}
      </Card>
      <section aria-labelledby="best-sellers-table-title">
        <Title order={2} fz="md" id="best-sellers-table-title" mb="xs">
          {t(`${B}.tableTitle`)}
        </Title>
        <BestSellersTable data={data} loading={query.isFetching} caption={t(`${B}.tableTitle`)} />
      </section>
    </Stack>
  );
}
