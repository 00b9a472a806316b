import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Button, Group, Stack } from '@mantine/core';
import type { ToSendRow } from '@portal/contracts';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { SearchInput } from '../../../components/table/search-input';
import { SelectionBar } from '../../../components/table/selection-bar';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useToSend } from '../api/get-to-send';
import { AgencyClientFilters } from './client-filter';
import { useClientSelection, withSelectColumn } from './client-selection';
import { PrepareModal } from './prepare-modal';

/** The code goes under the material and the agency under the client when a laptop is narrow. */
const COLUMNS: ColumnLayouts = {
  select: { card: 'state' },
  decided_at: { nowrap: true, card: 'aside' },
  product_code: { nowrap: true, foldInto: 'material' },
  material: { card: 'title' },
  agency: { foldInto: 'client' },
  quantity: { numeric: true, card: 'labelled' },
};

/** Accepted requests waiting for a shipment; requests of one client are selected and prepared. */
export function ToSendList() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams(['agency', 'client'] as const);
  const agency = list.filters.agency ? Number(list.filters.agency) : undefined;
  const client = list.filters.client ? Number(list.filters.client) : undefined;
  const query = useToSend({ page: list.page, pageSize: list.pageSize, agency, client, q: list.q || undefined });
  const selection = useClientSelection<ToSendRow>();
  const { selected, first } = selection;
  const [preparing, setPreparing] = useState(false);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <AgencyClientFilters list={list} rows={query.data?.rows} staff />
        <SearchInput label={t('shipments.page.searchToSend')} value={list.q} onChange={list.setQuery} />
      </Group>
      {first ? (
        <SelectionBar
          status={t('shipments.page.selected', { count: selected.size, client: first.client })}
          clearLabel={t('shipments.page.clearSelection')}
          onClear={selection.clear}
        >
          <Button size="sm" leftSection={<IconPackage size={16} aria-hidden />} onClick={() => setPreparing(true)}>
            {t('shipments.page.prepare')}
          </Button>
        </SelectionBar>
      ) : null}
      <ServerTable<ToSendRow>
        caption={t('shipments.page.toSendTitle')}
        data={withSelectColumn(query.data, t('shipments.page.select'))}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        {...list.table}
        emptyText={t('shipments.page.toSendEmpty')}
        columns={COLUMNS}
        render={{
          select: selection.cell,
          decided_at: (row) => format.date(row.decided_at),
          quantity: (row) => format.number(row.quantity),
        }}
      />
      <PrepareModal
        opened={preparing}
        requests={[...selected.values()]}
        onClose={() => setPreparing(false)}
        onPrepared={() => {
          setPreparing(false);
          selection.clear();
        }}
      />
    </Stack>
  );
}
