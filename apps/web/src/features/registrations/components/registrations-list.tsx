import { Stack } from '@mantine/core';
import { REGISTRATION_STATUSES, type RegistrationRow, type RegistrationStatus } from '@portal/contracts';
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
import { useRegistrations } from '../api/get-registrations';
import { RegistrationDrawer } from './registration-drawer';
import { RegistrationStatusBadge } from './registration-status-badge';

/** Columns the API sorts by (apps/api registrations repository) */
const SORTABLE = ['created_at', 'company_name', 'name', 'username', 'email', 'user_type', 'country', 'status'] as const;

const ALL = 'all';

/** Company, person, kind and state always in sight; account and e-mail under the name, country under the kind. */
const COLUMNS: ColumnLayouts = {
  // A moment may break between its date and its time when the room is short.
  created_at: { card: 'aside' },
  company_name: { card: 'title' },
  username: { foldInto: 'name', card: 'none' },
  email: { foldInto: 'name', breakAnywhere: true },
  country: { foldInto: 'user_type', nowrap: true },
  status: { nowrap: true, card: 'state' },
};

/** Registration requests, pending first by default; details, approval and rejection in a drawer. */
export function RegistrationsList() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams(['status'] as const, { status: 'pending' }, { sort: 'created_at', order: 'desc' });
  const status = list.filters.status === ALL ? undefined : (list.filters.status as RegistrationStatus);
  const query = useRegistrations({
    status,
    ...list.query,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const open = query.data?.rows.find((r) => r.id === openId) ?? null;

  return (
    <Stack gap="md">
      <ListFilters
        active={list.filters.status && list.filters.status !== 'pending' ? 1 : 0}
        search={<SearchInput label={t('registrations.page.search')} value={list.q} onChange={list.setQuery} />}
      >
        <FilterSegments
          label={t('registrations.page.statusFilter')}
          value={list.filters.status || 'pending'}
          onChange={(value) => list.setFilter('status', value)}
          data={[
            ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`registrations.status.${s}`) })),
            { value: ALL, label: t('common.all') },
          ]}
        />
      </ListFilters>
      <ServerTable<RegistrationRow>
        caption={t('registrations.page.title')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={SORTABLE}
        {...list.table}
        emptyText={t('registrations.page.empty')}
        columns={COLUMNS}
        render={{
          created_at: (row) => format.shortDateTime(row.created_at),
          name: (row) => `${row.name} ${row.surname}`,
          user_type: (row) => t(`generic.legend.registrationKinds.${row.user_type}`),
          status: (row) => <RegistrationStatusBadge status={row.status} />,
        }}
        actions={(row) => (
          <RowAction
            tooltip={t('common.details')}
            label={t('registrations.page.openFor', { name: row.company_name ?? row.username })}
            icon={<IconEye size={18} aria-hidden />}
            onClick={() => setOpenId(row.id)}
          />
        )}
      />
      <RegistrationDrawer registration={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
