import { Stack, Text } from '@mantine/core';
import { OUTBOX_STATUSES, type OutboxRow, type OutboxStatus } from '@portal/contracts';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { FilterSegments } from '../../../components/table/filter-segments';
import { ListFilters } from '../../../components/table/list-filters';
import { RowAction } from '../../../components/table/row-action';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useOutbox } from '../api/get-outbox';
import { OutboxDeliveryNotice } from './outbox-delivery-notice';
import { OutboxDrawer } from './outbox-drawer';
import { OutboxStatusBadge } from './outbox-status-badge';

const ALL = 'all';
/** Columns the API sorts by (apps/api outbox repository) */
const SORTABLE = ['created_at', 'to', 'subject', 'status', 'attempts', 'sent_at'] as const;

/** Subject and state always in sight; the recipient under the subject, the tries under the state. */
const COLUMNS: ColumnLayouts = {
  // A moment may break between its date and its time when the room is short.
  created_at: { card: 'aside' },
  to: { foldInto: 'subject', breakAnywhere: true },
  subject: { card: 'title' },
  status: { nowrap: true, card: 'state' },
  // On a phone the card says what and when; the tries and the sending time are in the message's drawer.
  attempts: { foldInto: 'status', numeric: true, card: 'none' },
  sent_at: { nowrap: true, foldInto: 'created_at', card: 'none' },
};

/** Outgoing e-mail, newest first; what failed can be queued again. */
export function OutboxList() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams(['status'] as const, {}, { sort: 'created_at', order: 'desc' });
  const status =
    !list.filters.status || list.filters.status === ALL ? undefined : (list.filters.status as OutboxStatus);
  const query = useOutbox({
    status,
    ...list.query,
  });
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <Stack gap="md">
      <OutboxDeliveryNotice />
      <ListFilters
        active={list.filters.status && list.filters.status !== ALL ? 1 : 0}
        search={<SearchInput label={t('outbox.page.search')} value={list.q} onChange={list.setQuery} />}
      >
        <FilterSegments
          label={t('outbox.page.statusFilter')}
          value={list.filters.status || ALL}
          onChange={(value) => list.setFilter('status', value === ALL ? '' : value)}
          data={[
            { value: ALL, label: t('common.all') },
            ...OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`outbox.status.${s}`) })),
          ]}
        />
      </ListFilters>
      <ServerTable<OutboxRow>
        caption={t('outbox.page.title')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={SORTABLE}
        {...list.table}
        emptyText={t('outbox.page.empty')}
        columns={COLUMNS}
        render={{
          created_at: (row) => format.shortDateTime(row.created_at),
          sent_at: (row) => format.shortDateTime(row.sent_at),
          status: (row) => <OutboxStatusBadge status={row.status} />,
          attempts: (row) => format.number(row.attempts),
          last_error: (row) =>
            row.last_error ? (
              <Text fz="sm" c="red.9" lineClamp={2} maw={260} title={row.last_error}>
                {row.last_error}
              </Text>
            ) : (
              '—'
            ),
        }}
        actions={(row) => (
          <RowAction
            tooltip={t('common.open')}
            label={t('outbox.page.openFor', { subject: row.subject })}
            icon={<IconEye size={18} aria-hidden />}
            onClick={() => setOpenId(row.id)}
          />
        )}
      />
      <OutboxDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
