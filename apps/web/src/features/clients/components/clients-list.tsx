import { Stack } from '@mantine/core';
import { CLIENT_STATUSES, type ClientRow, isStaff, SHEET_STATUSES } from '@portal/contracts';
import { IconAddressBook } from '@tabler/icons-react';
import { generatePath } from 'react-router';
import { CLIENT_COLUMNS, useClientCells } from '../../../components/table/client-cells';
import { FilterSelect } from '../../../components/table/filter-select';
import { ListFilters } from '../../../components/table/list-filters';
import { RowAction } from '../../../components/table/row-action';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { withoutColumns } from '../../../components/table/without-columns';
import { paths } from '../../../config/paths';
import { useAgencyOptions } from '../../../lib/lookups/get-agencies';
import { useSession } from '../../../lib/session';
import { usePhone } from '../../../lib/use-phone';
import { useTranslation } from '../../../lib/use-translation';
import { CLIENTS_ADDRESS, clientsFilterOf, useClients } from '../api/get-clients';

const SORTABLE = [
  'code',
  'company_name',
  'city',
  'province',
  'agency',
  'sheet_status',
  'client_status',
  'updated_at',
] as const;

export const clientPath = (row: { id: number }) => generatePath(paths.client, { id: String(row.id) });

/** The clients in the user's scope; a row opens the client card. */
export function ClientsList() {
  const { t } = useTranslation();
  const cells = useClientCells(clientPath);
  const session = useSession();
  const phone = usePhone();
  const staff = isStaff(session?.user.userType ?? 0);
  const list = useListParams(CLIENTS_ADDRESS.filters, CLIENTS_ADDRESS.defaults, CLIENTS_ADDRESS.sort);
  const agencies = useAgencyOptions(staff);
  const query = useClients(clientsFilterOf(list));
  const statusOptions = [
    ...CLIENT_STATUSES.filter((s) => s !== 'deleted').map((s) => ({ value: s, label: t(`clients.status.${s}`) })),
    ...[...SHEET_STATUSES, 'none' as const].map((s) => ({
      value: s,
      label: `${t('clients.page.sheetPrefix')}: ${t(`sheets.status.${s}`)}`,
    })),
  ];

  return (
    <Stack gap="md">
      <ListFilters
        active={[list.filters.agent, list.filters.status].filter(Boolean).length}
        search={<SearchInput label={t('clients.page.search')} value={list.q} onChange={list.setQuery} />}
      >
        {staff ? (
          <FilterSelect
            label={t('clients.columns.agency')}
            data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={list.filters.agent || null}
            onChange={(value) => list.setFilter('agent', value ?? '')}
            searchable
          />
        ) : null}
        <FilterSelect
          label={t('clients.page.statusFilter')}
          data={statusOptions}
          value={list.filters.status || null}
          onChange={(value) => list.setFilter('status', value ?? '')}
        />
      </ListFilters>
      <ServerTable<ClientRow>
        caption={t('clients.page.title')}
        // An agent has one agency: a column repeating it on every row says nothing.
        data={staff ? query.data : withoutColumns(query.data, ['agency'])}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={SORTABLE}
        {...list.table}
        emptyText={list.q ? t('clients.errors.noResults') : t('clients.errors.noClients')}
        render={cells}
        columns={CLIENT_COLUMNS}
        // On a phone the card's heading opens the client: no second way in the way.
        actions={
          phone
            ? undefined
            : (row) => (
                <RowAction
                  tooltip={t('clients.page.card')}
                  label={t('clients.page.openCard', { company: row.company_name })}
                  icon={<IconAddressBook size={18} aria-hidden />}
                  to={clientPath(row)}
                />
              )
        }
      />
    </Stack>
  );
}
