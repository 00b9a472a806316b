import { Stack, Text, TextInput } from '@mantine/core';
import { isStaff, ORDER_FORM_STATES, type OrderFormRow, type OrderFormState, USER_TYPE } from '@portal/contracts';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ClientPicker } from '../../../components/form/client-picker';
import { FilterSelect } from '../../../components/table/filter-select';
import { ListFilters } from '../../../components/table/list-filters';
import { RowAction } from '../../../components/table/row-action';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useOrders } from '../api/get-orders';
import { orderPath } from '../paths';
import { OrderStateBadge } from './order-state-badge';

/**
 * A laptop with the menu open fits the list once the agency goes under the client, the model
 * under the reference and the counts under the lines; a phone card is headed by the number.
 */
const ORDER_COLUMNS: ColumnLayouts = {
  number: { nowrap: true, card: 'title' },
  state: { nowrap: true, card: 'state' },
  order_date: { nowrap: true, card: 'aside' },
  requested_delivery_date: { nowrap: true, foldInto: 'order_date' },
  agency: { foldInto: 'client' },
  customer_code: { nowrap: true, foldInto: 'client' },
  model: { foldInto: 'reference' },
  lines: { numeric: true, card: 'labelled' },
  attachments: { numeric: true, card: 'labelled', foldInto: 'lines', omitZero: true },
  created_by: { foldInto: 'created_at' },
  created_at: { nowrap: true, card: 'none' },
  sent_at: { nowrap: true, card: 'none' },
};

const FILTERS = ['state', 'client', 'from', 'to'] as const;

/** The orders in the user's scope (staff all, an agent their clients', a customer its own), newest first. */
export function OrdersList() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const session = useSession();
  const userType = session?.user.userType ?? 0;
  const picksClient = isStaff(userType) || userType === USER_TYPE.agent;
  const list = useListParams(FILTERS, {}, { sort: 'created_at', order: 'desc' });
  const { filters } = list;
  const client = filters.client ? Number(filters.client) : undefined;
  const state = ORDER_FORM_STATES.find((s) => s === filters.state);
  const query = useOrders({
    page: list.page,
    pageSize: list.pageSize,
    q: list.q || undefined,
    state,
    client,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: list.sort as 'created_at' | undefined,
    order: list.order,
  });
  const active = [filters.state, filters.client, filters.from, filters.to].filter(Boolean).length;
  const dateFilter = (name: 'from' | 'to') => (
    <TextInput
      type="date"
      label={t(`orderForm.page.${name}`)}
      value={filters[name]}
      onChange={(e) => list.setFilter(name, e.currentTarget.value)}
      w={{ base: '100%', xs: 170 }}
    />
  );
  return (
    <Stack gap="md">
      <ListFilters
        active={active}
        search={<SearchInput label={t('orderForm.page.search')} value={list.q} onChange={list.setQuery} />}
      >
        <FilterSelect
          label={t('orderForm.columns.state')}
          data={ORDER_FORM_STATES.map((s) => ({ value: s, label: t(`orderForm.state.${s}`) }))}
          value={state ?? null}
          onChange={(value) => list.setFilter('state', value ?? '')}
        />
        {picksClient ? (
          <ClientPicker
            label={t('orderForm.columns.client')}
            placeholder={t('common.all')}
            value={client ? { id: client } : null}
            onChange={(picked) => list.setFilter('client', picked ? String(picked.id) : '')}
          />
        ) : null}
        {dateFilter('from')}
        {dateFilter('to')}
      </ListFilters>
      <ServerTable<OrderFormRow>
        caption={t('orderForm.page.listTitle')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        {...list.table}
        emptyText={t('orderForm.page.empty')}
        render={{
          number: (row) => (
            <Text component="span" fz="sm" fw={600} ff="monospace">
              {row.number}
            </Text>
          ),
          state: (row) => <OrderStateBadge state={row.state as OrderFormState} label={row.state_label} />,
          order_date: (row) => format.date(row.order_date),
          requested_delivery_date: (row) => format.date(row.requested_delivery_date),
          created_at: (row) => format.date(row.created_at),
          sent_at: (row) => format.date(row.sent_at),
          lines: (row) => format.number(row.lines),
          attachments: (row) => format.number(row.attachments),
        }}
        columns={ORDER_COLUMNS}
        actions={(row) => (
          <RowAction
            tooltip={t('common.details')}
            label={t('orderForm.page.openFor', { number: row.number })}
            icon={<IconEye size={18} aria-hidden />}
            onClick={() => navigate(orderPath(row.id))}
          />
        )}
      />
    </Stack>
  );
}
