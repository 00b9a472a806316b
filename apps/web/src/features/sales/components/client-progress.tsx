import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { localeOf, useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { useTranslation } from '../../../lib/use-translation';
import { useClientProgress } from '../api/get-client-progress';
import type { RevenueScopeState } from '../hooks/use-revenue-scope';
import { CategoryChips } from './category-chips';
import { DeltaPercent } from './delta-cell';

// recharts comes with the chart's own chunk, as the monthly chart's.
const ClientProgressChart = lazy(() => import('./client-progress-chart'));

/**
 * A client's progress through the year (spec §7 "client progress"): revenue added up month by
 * month in the chosen categories, this year against the same months of the last, and where the
 * year stands against the progressive.
 */
export function ClientProgress({ client, state }: { client: number; state: RevenueScopeState }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoney();
  const format = useFormat();
  const progress = useClientProgress(client, { year: state.year, categories: state.categories });
  const data = progress.data;
  const loading = <Skeleton height={260} role="status" aria-busy="true" aria-label={t('common.loading')} />;

  let body = loading;
  if (!data && progress.isError) {
    body = (
      <Text fz="sm" c="dimmed">
        {t('notices.pageLoadError')}
      </Text>
    );
  } else if (data && data.months.length === 0) {
    body = (
      <Text fz="sm" c="dimmed" ta="center" py="lg">
        {t('sales.page.progress.empty')}
      </Text>
    );
  } else if (data) {
    // Named after the years and the day compared, as the tables' columns (issue 33 item 4).
    const day = new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage ?? i18n.language), {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${data.until}T12:00:00Z`));
    const facts = [
      { label: t('sales.columns.yearTo', { year: data.year, day }), value: money(data.totals.current_year) },
      { label: t('sales.columns.progressiveTo', { year: data.year - 1, day }), value: money(data.totals.progressive) },
      { label: t('sales.columns.delta_percent'), value: <DeltaPercent value={data.totals.delta_percent} /> },
    ];
    body = (
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {facts.map((f) => (
            <Stack key={f.label} gap={0}>
              <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
                {f.label}
              </Text>
              <Text component="div" fz="lg" fw={700}>
                {f.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {t('sales.page.progress.until', { date: format.date(data.until) })}
        </Text>
        <Suspense fallback={loading}>
          <ClientProgressChart progress={data} />
        </Suspense>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="client-progress-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md" id="client-progress-title">
            {t('sales.page.progress.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('sales.page.progress.description')}
          </Text>
        </div>
        <CategoryChips value={state.categories} onChange={state.setCategories} />
        {body}
      </Stack>
    </Card>
  );
}
