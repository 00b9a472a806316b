import { Text } from '@mantine/core';
import type { SheetStatus } from '@portal/contracts';
import { CountList } from '../../../components/dashboard/count-link';
import { Widget } from '../../../components/dashboard/widget';
import { CLIENT_TONE, SHEET_TONE } from '../../../components/table/domain-status-badges';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useStatusCounts } from '../../../lib/lookups/get-status-counts';
import { useTranslation } from '../../../lib/use-translation';

const registryWith = (status: string) => `${paths.registry}?status=${encodeURIComponent(status)}`;

/** Clients by the state of their sheet, each count opening the registry filtered by that state. */
export function SheetsWidget() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useStatusCounts();
  return (
    <Widget
      id="dashboard-sheets"
      title={t('dashboard.sheets.title')}
      link={{ to: paths.registry, label: t('dashboard.sheets.open') }}
      query={query}
      height={253}
      empty={t('dashboard.sheets.empty')}
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <>
          <Text fz="sm" c="dimmed" mb={4}>
            {t('dashboard.sheets.total', { count: format.number(data.total) })}
          </Text>
          <CountList
            label={t('dashboard.sheets.byStatus')}
            items={[
              ...data.counts.map((c) => ({
                key: c.status,
                to: registryWith(c.status),
                label: c.label,
                tone: SHEET_TONE[c.status as SheetStatus | 'none'] ?? 'neutral',
                count: format.number(c.count),
              })),
              {
                key: 'deletion_requested',
                to: registryWith('deletion_requested'),
                label: t('clients.status.deletion_requested'),
                tone: CLIENT_TONE.deletion_requested,
                count: format.number(data.deletion_requested),
              },
            ]}
          />
        </>
      )}
    </Widget>
  );
}
