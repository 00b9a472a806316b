import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { ImportDetail } from '@portal/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadReport } from '../api/download-report';
import { ImportStatusBadge } from './import-status-badge';

/** One import: a progress bar while it runs, then its counts and its first rejected rows. */
export function ImportProgress({ detail }: { detail: ImportDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const report = useDownloadReport();
  const share = detail.bytes_total > 0 ? Math.round((100 * detail.bytes_read) / detail.bytes_total) : 0;
  const running = detail.status === 'running';
  const value = running ? (detail.phase === 'applying' ? 100 : share) : 100;
  return (
    <Stack gap="sm" aria-live="polite">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {detail.file_name}
        </Text>
        <ImportStatusBadge status={detail.status} />
      </Group>
      <Progress
        value={value}
        animated={running}
        striped={running}
        color={detail.status === 'failed' ? 'red.8' : undefined}
        aria-label={t('imports.page.progress')}
      />
      <Text fz="sm">
        {running
          ? t('imports.page.running', {
              phase: t(`imports.phase.${detail.phase}`),
              rows: format.number(detail.read),
              percent: value,
            })
          : t('imports.page.counts', {
              read: format.number(detail.read),
              inserted: format.number(detail.inserted),
              updated: format.number(detail.updated),
              unchanged: format.number(detail.unchanged),
              rejected: format.number(detail.rejected),
            })}
      </Text>
      {detail.error && (
        <Text fz="sm" c="red.9">
          {detail.error}
        </Text>
      )}
      {detail.rejections.length > 0 && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>{t('imports.page.rejectedTitle')}</Text>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={report.isPending}
              onClick={() => report.mutate(detail.id)}
            >
              {t('imports.page.downloadReport')}
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={320} maxHeight={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('imports.columns.row')}</Table.Th>
                  <Table.Th>{t('imports.columns.column')}</Table.Th>
                  <Table.Th>{t('imports.columns.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.rejections.map((r) => (
                  <Table.Tr key={`${r.row}-${r.column}-${r.message}`}>
                    <Table.Td>{format.number(r.row)}</Table.Td>
                    <Table.Td>{r.column}</Table.Td>
                    <Table.Td>{r.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
