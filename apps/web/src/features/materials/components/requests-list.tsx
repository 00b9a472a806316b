import { Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MATERIAL_REQUEST_STATUSES, type MaterialRequestRow, type MaterialRequestStatus } from '@portal/contracts';
import { useState } from 'react';
import { ClientPicker } from '../../../components/form/client-picker';
import { RequestStatusBadge } from '../../../components/table/domain-status-badges';
import { FilterSegments } from '../../../components/table/filter-segments';
import { FilterSelect } from '../../../components/table/filter-select';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useAgencyOptions } from '../../../lib/lookups/get-agencies';
import { useTranslation } from '../../../lib/use-translation';
import { useRequests } from '../api/get-requests';
import { RequestActions } from './request-actions';
import { RequestDialogs, type RequestTarget } from './request-dialogs';
import { RequestShipment } from './request-shipment';

const ALL = 'all';

/**
 * How the requests fit a laptop with the menu open and a phone card: when the table is too wide,
 * the code goes under the material, the agency under the client and the shipped count under the
 * shipment; the pieces requested, accepted and still to deliver keep their columns, to compare.
 */
const COLUMNS: ColumnLayouts = {
  created_at: { nowrap: true, card: 'aside' },
  product_code: { nowrap: true, foldInto: 'material' },
  material: { card: 'title' },
  agency: { foldInto: 'client' },
  quantity: { numeric: true, card: 'labelled' },
  accepted_quantity: { numeric: true, card: 'labelled' },
  to_deliver: { numeric: true, card: 'labelled' },
  status: { card: 'state' },
  shipment: { card: 'state' },
  shipped_quantity: { numeric: true, card: 'labelled', omitZero: true, foldInto: 'shipment' },
};

/**
 * Agent requests, newest first. Staff see every agency's (pending first by default) and decide
 * them; an agent sees their agency's, with the decisions and reasons, and corrects a pending one.
 */
export function RequestsList({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams(['status', 'agency', 'client', 'clientName'] as const, {
    status: staff ? 'pending' : ALL,
  });
  const status = MATERIAL_REQUEST_STATUSES.includes(list.filters.status as MaterialRequestStatus)
    ? (list.filters.status as MaterialRequestStatus)
    : undefined;
  const agencies = useAgencyOptions(staff);
  const query = useRequests({
    page: list.page,
    pageSize: list.pageSize,
    q: list.q || undefined,
    status,
    agency: list.filters.agency ? Number(list.filters.agency) : undefined,
    client: list.filters.client ? Number(list.filters.client) : undefined,
  });
  const [target, setTarget] = useState<RequestTarget>(null);
  // Five states do not fit a phone's width side by side: there they are a list to pick from.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const statusOptions = [
    ...MATERIAL_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`materials.status.${s}`) })),
    { value: ALL, label: t('common.all') },
  ];
  const client = list.filters.client ? { id: Number(list.filters.client), name: list.filters.clientName } : null;

  return (
    <Stack gap="md">
      {phone ? null : (
        <FilterSegments
          label={t('materials.page.statusFilter')}
          value={status ?? ALL}
          onChange={(value) => list.setFilter('status', value)}
          data={statusOptions}
        />
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        {phone ? (
          <FilterSelect
            label={t('materials.page.statusFilter')}
            data={statusOptions}
            value={status ?? ALL}
            onChange={(value) => list.setFilter('status', value ?? ALL)}
            clearable={false}
            allowDeselect={false}
          />
        ) : null}
        {staff ? (
          <FilterSelect
            label={t('materials.page.agencyFilter')}
            data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={list.filters.agency || null}
            onChange={(value) => list.setFilter('agency', value ?? '')}
            searchable
          />
        ) : null}
        <ClientPicker
          label={t('materials.page.client')}
          value={client}
          onChange={(c) => list.setFilters({ client: c ? String(c.id) : '', clientName: c?.name ?? '' })}
          placeholder={t('common.all')}
        />
        <SearchInput label={t('materials.page.search')} value={list.q} onChange={list.setQuery} />
      </Group>
      <ServerTable<MaterialRequestRow>
        caption={staff ? t('materials.page.requestsTitle') : t('materials.page.myRequestsTitle')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        emptyText={t('materials.page.emptyRequests')}
        columns={COLUMNS}
        render={{
          created_at: (row) => <span style={{ whiteSpace: 'nowrap' }}>{format.date(row.created_at)}</span>,
          product_code: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.product_code}</span>,
          material: (row) => (
            <Stack gap={0}>
              <Text fz="sm">{row.material}</Text>
              {row.batch_id ? (
                <Text fz="xs" c="dimmed">
                  {t('materials.page.massBatch')} #{row.batch_id}
                </Text>
              ) : null}
            </Stack>
          ),
          quantity: (row) => format.number(row.quantity),
          accepted_quantity: (row) => (row.accepted_quantity === null ? '—' : format.number(row.accepted_quantity)),
          to_deliver: (row) => format.number(row.to_deliver),
          shipment: (row) => <RequestShipment row={row} />,
          shipped_quantity: (row) => (row.shipped_quantity > 0 ? format.number(row.shipped_quantity) : '—'),
          status: (row) => (
            <Stack gap={2} align="flex-start">
              <RequestStatusBadge status={row.status} />
              {row.status === 'partial' && row.accepted_quantity !== null ? (
                <Text fz="xs" c="dimmed">
                  {t('materials.page.acceptedOf', { accepted: row.accepted_quantity, quantity: row.quantity })}
                </Text>
              ) : null}
              {row.reason ? (
                <Text fz="xs" c="dimmed" maw={260}>
                  {t('materials.page.reasonLine', { reason: row.reason })}
                </Text>
              ) : null}
              {row.decided_at ? (
                <Text fz="xs" c="dimmed">
                  {t('materials.page.decidedOn', { date: format.date(row.decided_at) })}
                </Text>
              ) : null}
            </Stack>
          ),
        }}
        actions={(row) => (
          <RequestActions row={row} staff={staff} onCommand={(command) => setTarget({ row, command })} />
        )}
      />
      <RequestDialogs
        target={target}
        current={target ? query.data?.rows.find((r) => r.id === target.row.id) : undefined}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
