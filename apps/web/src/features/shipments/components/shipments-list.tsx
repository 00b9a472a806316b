import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { isStaff, SHIPMENT_STATUSES, type ShipmentRow, type ShipmentStatus } from '@portal/contracts';
import { IconEye, IconStack2, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FilterSelect } from '../../../components/table/filter-select';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useAgencyOptions } from '../../../lib/lookups/get-agencies';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDeletePreparation } from '../api/delete-preparation';
import { useShipments } from '../api/get-shipments';
import { useGroupPreparations } from '../api/group-preparations';
import { ClientFilter } from './client-filter';
import { withSelectColumn } from './select-column';
import { ShipmentDrawer } from './shipment-drawer';
import { ShipmentStatusBadge } from './shipment-status-badge';

/**
 * Shipments in the caller's scope, with their detail in a drawer. `preparations` shows those still
 * to be sent, to group (same client) or delete.
 */
export function ShipmentsList({ preparations = false }: { preparations?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const staff = isStaff(session?.user.userType ?? 0);
  const list = useListParams(['status', 'agency', 'client', 'recipient'] as const);
  const agency = list.filters.agency ? Number(list.filters.agency) : undefined;
  const client = list.filters.client ? Number(list.filters.client) : undefined;
  const status = preparations ? 'to_send' : (list.filters.status as ShipmentStatus) || undefined;
  const agencies = useAgencyOptions(staff);
  const query = useShipments({
    page: list.page,
    pageSize: list.pageSize,
    status,
    agency,
    client,
    recipient: list.filters.recipient || undefined,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [selected, setSelected] = useState<Map<number, ShipmentRow>>(new Map());
  const [grouping, setGrouping] = useState(false);
  const [deleting, setDeleting] = useState<ShipmentRow | null>(null);
  const group = useGroupPreparations();
  const remove = useDeletePreparation();
  const first = selected.values().next().value as ShipmentRow | undefined;

  const toggle = (row: ShipmentRow, on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  const doGroup = async () => {
    try {
      const { message } = await group.mutateAsync([...selected.keys()]);
      notifySuccess(message);
      setSelected(new Map());
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
      setSelected((previous) => {
        const next = new Map(previous);
        next.delete(deleting.id);
        return next;
      });
    } catch {
      // The API's message is shown as a toast.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {preparations ? null : (
          <FilterSelect
            label={t('shipments.page.statusFilter')}
            data={SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`shipments.status.${s}`) }))}
            value={list.filters.status || null}
            onChange={(value) => list.setFilter('status', value ?? '')}
          />
        )}
        {staff ? (
          <FilterSelect
            label={t('shipments.columns.agency')}
            data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={list.filters.agency || null}
            onChange={(value) => list.setFilter('agency', value ?? '')}
            searchable
          />
        ) : null}
        <ClientFilter
          value={list.filters.client}
          agency={agency}
          selectedLabel={client ? query.data?.rows.find((r) => r.client_id === client)?.client : undefined}
          onChange={(value) => list.setFilter('client', value)}
        />
        <SearchInput
          label={t('shipments.page.recipientFilter')}
          value={list.filters.recipient}
          onChange={(value) => list.setFilter('recipient', value)}
        />
      </Group>
      {preparations && first ? (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-0)">
          <Group justify="space-between" gap="sm">
            <Text fz="sm" fw={600} role="status">
              {t('shipments.page.selected', { count: selected.size, client: first.client })}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                size="sm"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => setSelected(new Map())}
              >
                {t('shipments.page.clearSelection')}
              </Button>
              <Button
                size="sm"
                leftSection={<IconStack2 size={16} aria-hidden />}
                disabled={selected.size < 2}
                onClick={() => setGrouping(true)}
              >
                {t('shipments.page.group')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      <ServerTable<ShipmentRow>
        caption={preparations ? t('shipments.page.preparationsTitle') : t('shipments.page.title')}
        data={preparations ? withSelectColumn(query.data, t('shipments.page.select')) : query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        {...list.table}
        emptyText={t('shipments.page.empty')}
        render={{
          select: (row) => {
            const other = first !== undefined && first.client_id !== row.client_id;
            return (
              <Checkbox
                aria-label={t('shipments.page.selectShipment', { number: row.number })}
                title={other ? t('shipments.page.otherClient', { client: first.client }) : undefined}
                checked={selected.has(row.id)}
                disabled={other}
                onChange={(event) => toggle(row, event.currentTarget.checked)}
              />
            );
          },
          number: (row) => (
            <Text component="span" fz="sm" fw={600} ff="monospace">
              {row.number}
            </Text>
          ),
          created_at: (row) => format.date(row.created_at),
          pieces: (row) => format.number(row.pieces),
          status: (row) => <ShipmentStatusBadge status={row.status} />,
        }}
        actions={(row) => (
          <>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => setOpenId(row.id)}
              aria-label={t('shipments.page.openFor', { number: row.number })}
            >
              {t('common.details')}
            </Button>
            {preparations ? (
              <Button
                size="xs"
                variant="default"
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(row)}
              >
                {t('shipments.page.delete')}
              </Button>
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
