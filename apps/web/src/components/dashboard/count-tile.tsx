import type { DashboardCounts } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { DataKind } from '../../lib/data-changes';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import type { Tone } from '../table/status-badge';
import { CountList } from './count-link';
import { Widget, type WidgetHeight, type WidgetLink } from './widget';

/** One row of two figures whose names fit on a line (measured). */
const ONE_ROW = 34;

/** How one figure of a count tile shows: its name, its colour and the list it opens, filtered as counted. */
export type CountEntry = { label: string; tone: Tone; to: string };

/** GET dashboard/<path> (a count tile: each figure by its key, counted as the list it opens counts it). */
export function useDashboardCounts(path: string, shows: readonly DataKind[]) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['dashboard', path, language],
    queryFn: ({ signal }) => api<DashboardCounts>(`dashboard/${path}`, { signal }),
    meta: { shows },
  });
}

/**
 * A dashboard card of counts (the API's count tiles): each figure opens its list with the filter it
 * was counted with, so the list shows the same number. A count past the lists' cap says "over";
 * with every figure zero the card says `empty` instead.
 */
export function CountsWidget({
  id,
  path,
  shows,
  title,
  link,
  empty,
  entry,
  height = ONE_ROW,
}: {
  id: string;
  path: string;
  shows: readonly DataKind[];
  title: string;
  link: WidgetLink;
  empty: string;
  entry: (key: string) => CountEntry;
  /** Its figures' height (measured in Italian), held while they load; one row of two unless said. */
  height?: WidgetHeight;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useDashboardCounts(path, shows);
  return (
    <Widget
      id={id}
      title={title}
      link={link}
      query={query}
      height={height}
      empty={empty}
      isEmpty={(data) => data.counts.every((c) => c.count === 0)}
    >
      {(data) => (
        <CountList
          label={title}
          items={data.counts.map((c) => ({
            key: c.key,
            ...entry(c.key),
            count: c.capped ? t('dashboard.requests.over', { count: format.number(c.count) }) : format.number(c.count),
          }))}
        />
      )}
    </Widget>
  );
}
