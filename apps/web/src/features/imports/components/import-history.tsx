import { Stack, Title } from '@mantine/core';
import type { ImportRow } from '@portal/contracts';
import { IconEye } from '@tabler/icons-react';
import { RowAction } from '../../../components/table/row-action';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useImports } from '../api/get-imports';
import { ImportStatusBadge } from './import-status-badge';

/** File and state in sight; the counts beside them, folded on a phone. */
const COLUMNS: ColumnLayouts = {
  id: { numeric: true, card: 'none' },
  kind: { foldInto: 'file_name' },
  file_name: { card: 'title', breakAnywhere: true },
  user: { foldInto: 'started_at' },
  started_at: { card: 'aside' },
  status: { nowrap: true, card: 'state' },
  read: { numeric: true, card: 'labelled' },
  inserted: { numeric: true, card: 'none' },
  updated: { numeric: true, card: 'none' },
  unchanged: { numeric: true, card: 'none' },
  rejected: { numeric: true, card: 'labelled' },
};

/** Every import, newest first: who, when, which file and what came of it. */
export function ImportHistory({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams([] as const);
  const query = useImports({ page: list.query.page, pageSize: list.query.pageSize });
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('imports.page.history')}
      </Title>
      <ServerTable<ImportRow>
        caption={t('imports.page.history')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        {...list.table}
        emptyText={t('imports.page.empty')}
        columns={COLUMNS}
        render={{
          kind: (row) => row.kind_label,
          user: (row) => row.user ?? t('imports.page.commandLine'),
          started_at: (row) => format.shortDateTime(row.started_at),
          status: (row) => <ImportStatusBadge status={row.status} />,
          read: (row) => format.number(row.read),
          inserted: (row) => format.number(row.inserted),
          updated: (row) => format.number(row.updated),
          unchanged: (row) => format.number(row.unchanged),
          rejected: (row) => format.number(row.rejected),
        }}
        actions={(row) => (
          <RowAction
            tooltip={t('common.open')}
            label={t('imports.page.openFor', { file: row.file_name })}
            icon={<IconEye size={18} aria-hidden />}
            onClick={() => onOpen(row.id)}
          />
        )}
      />
    </Stack>
  );
}
