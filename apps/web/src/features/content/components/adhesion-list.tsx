import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AdhesionRow } from '@portal/contracts';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { Notice } from '../../../components/feedback/notice';
import { RowCards } from '../../../components/table/row-cards';
import { StatusBadge } from '../../../components/table/status-badge';
import { TableView } from '../../../components/table/table-view';
import type { ColumnLayouts, TableList } from '../../../components/table/types';
import { useFormat } from '../../../lib/format';
import { usePhone } from '../../../lib/use-phone';
import { useTranslation } from '../../../lib/use-translation';
import { downloadAdhesionPdf, exportAdhesions, useAdhesions } from '../api/adhesions';
import { ADHESION_TONE, useBusy } from './use-busy';

const COLUMNS = ['company', 'signer', 'state', 'signed_at'] as const;

/** A table on a laptop; on a phone a card each: the company, its state, who signed and when. */
const LAYOUT: ColumnLayouts = {
  company: { card: 'title' },
  state: { card: 'state', nowrap: true },
  signer: { card: 'fact', breakAnywhere: true },
  signed_at: { card: 'aside', nowrap: true },
};

const noPaging = () => {};

/** A row with who signed it, else the address it was sent to (one column, one card fact). */
type Row = AdhesionRow & { signer: string };

/** Staff: the promotion's adhesions, each signed copy, and the export. */
export function AdhesionList({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const list = useAdhesions(itemId, true);
  const { busy, error, run } = useBusy();
  const rows: Row[] = (list.data?.rows ?? []).map((row) => ({ ...row, signer: row.signer_name ?? row.email }));
  const data: TableList<Row> = {
    table_headers: COLUMNS.map((key) => ({ key, label: t(`content.adhesion.columns.${key}`) })),
    rows,
    total: rows.length,
    page: 1,
    pageSize: rows.length,
  };
  const props = {
    caption: t('content.adhesion.page.list'),
    data,
    loading: list.isPending,
    rowKey: (row: Row) => row.id,
    columns: LAYOUT,
    onPageChange: noPaging,
    render: {
      company: (row: Row) => (
        <>
          {row.company_name}
          {row.client_code ? (
            <Text span fz="xs" c="dimmed">
              {' '}
              {row.client_code}
            </Text>
          ) : null}
        </>
      ),
      state: (row: Row) => <StatusBadge tone={ADHESION_TONE[row.state]}>{row.state_label}</StatusBadge>,
      signed_at: (row: Row) => format.dateTime(row.signed_at ?? row.created_at),
    },
    actions: (row: Row) =>
      row.state === 'signed' ? (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy === `pdf-${row.id}`}
          onClick={() => void run(`pdf-${row.id}`, () => downloadAdhesionPdf(row.id))}
          aria-label={`${t('content.adhesion.page.signedPdf')}: ${row.company_name}`}
        >
          PDF
        </Button>
      ) : null,
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {t('content.adhesion.page.list')} ({rows.length})
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={busy === 'export'}
          onClick={() => void run('export', () => exportAdhesions(itemId))}
        >
          {t('content.adhesion.page.export')}
        </Button>
      </Group>
      {error ? <Notice tone="negative">{error}</Notice> : null}
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('content.adhesion.page.none')}
        </Text>
      ) : (
        <Card withBorder radius="md" padding={0}>
          {phone ? <RowCards {...props} /> : <TableView {...props} />}
        </Card>
      )}
    </Stack>
  );
}
