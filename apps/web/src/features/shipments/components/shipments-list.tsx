import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { isStaff, SHIPMENT_STATUSES, type ShipmentRow, type ShipmentStatus } from '@portal/contracts';
import { IconEye, IconFileSpreadsheet, IconFileTypePdf, IconStack2, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FilterSelect } from '../../../components/table/filter-select';
import { RowAction } from '../../../components/table/row-action';
import { SearchInput } from '../../../components/table/search-input';
import { SelectionBar } from '../../../components/table/selection-bar';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useDeletePreparation } from '../api/delete-preparation';
import { useDownloadPackingList } from '../api/download-packing-list';
import { useShipments } from '../api/get-shipments';
import { useGroupPreparations } from '../api/group-preparations';
import { AgencyClientFilters } from './client-filter';
import { useClientSelection, withSelectColumn } from './client-selection';
import { ShipmentDrawer } from './shipment-drawer';
import { ShipmentStatusBadge } from './shipment-status-badge';

/**
 * Which shipments a list shows: `preparations` those still to be sent, to group (same client) or
 * delete; `active` those not shipped yet (staff's Shipments); `archive` the shipped ones; `all`
 * every state (an agent's shipments).
 */
export type ShipmentsView = 'preparations' | 'active' | 'archive' | 'all';

/** The states a view's status filter offers (none for a view of one state). */
const VIEW_STATUSES: Record<ShipmentsView, readonly ShipmentStatus[]> = {
  preparations: [],
  active: SHIPMENT_STATUSES.filter((s) => s !== 'shipped'),
  archive: [],
  all: SHIPMENT_STATUSES,
};

/**
 * A laptop with the menu open fits every column once the agency and recipient go under the
 * client, the waybill under the number and the parcels under the pieces; a phone card is headed
 * by the number, with the state under it and the counts named.
 */
const SHIPMENT_COLUMNS: ColumnLayouts = {
  select: { card: 'state' },
  number: { nowrap: true, card: 'title' },
  created_at: { nowrap: true, card: 'aside' },
  shipped_at: { nowrap: true, card: 'aside' },
  agency: { foldInto: 'client' },
  recipient: { foldInto: 'client' },
  pieces: { numeric: true, card: 'labelled' },
  parcels: { numeric: true, card: 'labelled', foldInto: 'pieces' },
  waybill: { nowrap: true, foldInto: 'number' },
  status: { nowrap: true, card: 'state' },
};

const CAPTION: Record<ShipmentsView, string> = {
  preparations: 'shipments.page.preparationsTitle',
  active: 'shipments.page.title',
  archive: 'shipments.page.archiveTitle',
  all: 'shipments.page.title',
};

/** Shipments in the caller's scope, with their detail in a drawer. */
export function ShipmentsList({ view }: { view: ShipmentsView }) {
  const preparations = view === 'preparations';
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const staff = isStaff(session?.user.userType ?? 0);
  const list = useListParams(['status', 'agency', 'client'] as const);
  const agency = list.filters.agency ? Number(list.filters.agency) : undefined;
  const client = list.filters.client ? Number(list.filters.client) : undefined;
  const statuses = VIEW_STATUSES[view];
  const chosen = statuses.find((s) => s === list.filters.status);
  const status = preparations ? 'to_send' : chosen;
  const shipped = view === 'active' ? 'false' : view === 'archive' ? 'true' : undefined;
  const query = useShipments({
    page: list.page,
    pageSize: list.pageSize,
    status,
    shipped,
    agency,
    client,
    q: list.q || undefined,
  });
  // `?open=<id>` opens a shipment's drawer: the toast of a new preparation links here.
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => Number(params.get('open')) || null);
  const selection = useClientSelection<ShipmentRow>();
  const { selected, first } = selection;
  const [grouping, setGrouping] = useState(false);
  const [deleting, setDeleting] = useState<ShipmentRow | null>(null);
  const group = useGroupPreparations();
  const remove = useDeletePreparation();
  const packing = useDownloadPackingList();
  const doGroup = async () => {
    try {
      const { message } = await group.mutateAsync([...selected.keys()]);
      notifySuccess(message);
      selection.clear();
    } catch {
      // The API's message is shown as a toast.
    } finally {
      setGrouping(false);
    }
  };
  const doDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync(deleting.id);
      notifySuccess(message);
      selection.drop(deleting);
    } catch {
      // The API's message is shown as a toast.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {statuses.length === 0 ? null : (
          <FilterSelect
            label={t('shipments.page.statusFilter')}
            data={statuses.map((s) => ({ value: s, label: t(`shipments.status.${s}`) }))}
            value={chosen ?? null}
            onChange={(value) => list.setFilter('status', value ?? '')}
          />
        )}
        <AgencyClientFilters list={list} rows={query.data?.rows} staff={staff} />
        <SearchInput label={t('shipments.page.search')} value={list.q} onChange={list.setQuery} />
      </Group>
      {preparations && first ? (
        <SelectionBar
          status={t('shipments.page.selected', { count: selected.size, client: first.client })}
          clearLabel={t('shipments.page.clearSelection')}
          onClear={selection.clear}
        >
          <Button
            size="sm"
            leftSection={<IconStack2 size={16} aria-hidden />}
            disabled={selected.size < 2}
            onClick={() => setGrouping(true)}
          >
            {t('shipments.page.group')}
          </Button>
        </SelectionBar>
      ) : null}
      <ServerTable<ShipmentRow>
        caption={t(CAPTION[view])}
        data={preparations ? withSelectColumn(query.data, t('shipments.page.select')) : query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        {...list.table}
        emptyText={t(view === 'archive' ? 'shipments.page.archiveEmpty' : 'shipments.page.empty')}
        render={{
          select: selection.cell,
          number: (row) => (
            <Text component="span" fz="sm" fw={600} ff="monospace">
              {row.number}
            </Text>
          ),
          created_at: (row) => format.date(row.created_at),
          shipped_at: (row) => format.date(row.shipped_at),
          pieces: (row) => format.number(row.pieces),
          status: (row) => <ShipmentStatusBadge status={row.status} />,
        }}
        columns={SHIPMENT_COLUMNS}
        actions={(row) => (
          <>
            <RowAction
              tooltip={t('common.details')}
              label={t('shipments.page.openFor', { number: row.number })}
              icon={<IconEye size={18} aria-hidden />}
              onClick={() => setOpenId(row.id)}
            />
            {preparations ? (
              <>
                <RowAction
                  tooltip={t('shipments.page.packingPdf')}
                  label={t('shipments.page.packingPdfFor', { number: row.number })}
                  icon={<IconFileTypePdf size={18} aria-hidden />}
                  onClick={() => packing.mutate({ id: row.id, number: row.number, output: 'pdf' })}
                />
                <RowAction
                  tooltip={t('shipments.page.packingXlsx')}
                  label={t('shipments.page.packingXlsxFor', { number: row.number })}
                  icon={<IconFileSpreadsheet size={18} aria-hidden />}
                  onClick={() => packing.mutate({ id: row.id, number: row.number, output: 'xlsx' })}
                />
              </>
            ) : null}
            {preparations ? (
              <RowAction
                tooltip={t('shipments.page.delete')}
                label={t('shipments.page.deleteFor', { number: row.number })}
                icon={<IconTrash size={18} aria-hidden />}
                onClick={() => setDeleting(row)}
              />
            ) : null}
          </>
        )}
      />
      <ShipmentDrawer id={openId} staff={staff} onClose={() => setOpenId(null)} />
      <ConfirmDialog
        opened={grouping}
        title={t('shipments.page.groupTitle')}
        message={t('shipments.page.groupMessage', { count: selected.size, client: first?.client ?? '' })}
        confirmLabel={t('shipments.page.group')}
        loading={group.isPending}
        onConfirm={() => void doGroup()}
        onClose={() => setGrouping(false)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('shipments.page.deleteTitle')}
        message={t('shipments.page.deleteMessage', { number: deleting?.number ?? '' })}
        confirmLabel={t('shipments.page.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() => void doDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
