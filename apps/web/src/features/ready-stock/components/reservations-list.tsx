import { Stack, Text } from '@mantine/core';
import { isStaff, RESERVATION_STATES, type ReservationRow } from '@portal/contracts';
import { IconCheck, IconPackageExport, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ReasonDialog, reasonRequired } from '../../../components/feedback/reason-dialog';
import { FilterSelect } from '../../../components/table/filter-select';
import { ListFilters } from '../../../components/table/list-filters';
import { RowAction } from '../../../components/table/row-action';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useReservations } from '../api/get-reservations';
import { useDecide } from '../api/reserve';
import { ReservationStateBadge } from './availability-badge';

const COLUMNS: ColumnLayouts = {
  id: { card: 'title', nowrap: true },
  created_at: { card: 'aside', nowrap: true },
  code: { card: 'fact', nowrap: true },
  client: { card: 'fact' },
  agency: { card: 'fact', foldInto: 'client' },
  ordered_by: { card: 'fact', foldInto: 'client' },
  delivery_mode: { card: 'fact' },
  ready_on: { card: 'fact', nowrap: true, foldInto: 'delivery_mode' },
  collect_by: { card: 'fact', nowrap: true, foldInto: 'delivery_mode' },
  state: { card: 'state', nowrap: true },
};

/** Reservations in the caller's scope; staff accept, refuse with a reason, or close what left. */
export function ReservationsList() {
  const { t } = useTranslation();
  const format = useFormat();
  const session = useSession();
  const staff = isStaff(session?.user.userType ?? 0);
  const list = useListParams(['state'] as const);
  const state = RESERVATION_STATES.find((s) => s === list.filters.state);
  const query = useReservations({ page: list.page, pageSize: list.pageSize, q: list.q || undefined, state });
  const decide = useDecide();
  const [refusing, setRefusing] = useState<ReservationRow | null>(null);
  const act = async (row: ReservationRow, action: 'accept' | 'close') => {
    try {
      notifySuccess((await decide.mutateAsync({ id: row.id, action })).message);
    } catch {
      // The API's message is shown as a toast.
    }
  };
  return (
    <Stack gap="md">
      <ListFilters
        active={state ? 1 : 0}
        search={<SearchInput label={t('readyStock.page.search')} value={list.q} onChange={list.setQuery} />}
      >
        <FilterSelect
          label={t('readyStock.columns.state')}
          placeholder={t('readyStock.page.allStates')}
          data={RESERVATION_STATES.map((s) => ({ value: s, label: t(`readyStock.state.${s}`) }))}
          value={state ?? null}
          onChange={(value) => list.setFilter('state', value ?? '')}
        />
      </ListFilters>
      <ServerTable<ReservationRow>
        caption={t('readyStock.page.reservationsTitle')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        {...list.table}
        emptyText={t('readyStock.page.noReservations')}
        columns={COLUMNS}
        render={{
          id: (row) => (
            <Text component="span" fz="sm" fw={600} ff="monospace">
              #{row.id}
            </Text>
          ),
          created_at: (row) => format.date(row.created_at),
          code: (row) => `${row.code} · ${row.brand}`,
          delivery_mode: (row) => row.delivery_mode_label,
          ready_on: (row) => format.date(row.ready_on),
          collect_by: (row) => format.date(row.collect_by),
          state: (row) => <ReservationStateBadge value={row.state} label={row.state_label} />,
        }}
        actions={
          staff
            ? (row) =>
                row.state === 'requested' ? (
                  <>
                    <RowAction
                      tooltip={t('readyStock.page.accept')}
                      label={`${t('readyStock.page.accept')} #${row.id}`}
                      icon={<IconCheck size={18} aria-hidden />}
                      onClick={() => void act(row, 'accept')}
                    />
                    <RowAction
                      tooltip={t('readyStock.page.refuse')}
                      label={`${t('readyStock.page.refuse')} #${row.id}`}
                      icon={<IconX size={18} aria-hidden />}
                      onClick={() => setRefusing(row)}
                    />
                  </>
                ) : row.state === 'accepted' ? (
                  <RowAction
                    tooltip={t(
                      `readyStock.page.${row.delivery_mode === 'self_collection' ? 'collected' : 'delivered'}`,
                    )}
                    label={`${t(`readyStock.page.${row.delivery_mode === 'self_collection' ? 'collected' : 'delivered'}`)} #${row.id}`}
                    icon={<IconPackageExport size={18} aria-hidden />}
                    onClick={() => void act(row, 'close')}
                  />
                ) : null
            : undefined
        }
      />
      <ReasonDialog
        opened={refusing !== null}
        title={t('readyStock.page.refuseTitle')}
        hint={refusing ? `#${refusing.id} · ${refusing.code} · ${refusing.client}` : ''}
        label={t('readyStock.columns.reason')}
        submitLabel={t('readyStock.page.refuse')}
        rule={reasonRequired('validation.required', 500)}
        maxLength={500}
        danger
        loading={decide.isPending}
        onSubmit={async (reason) => {
          if (!refusing) return;
          try {
            notifySuccess((await decide.mutateAsync({ id: refusing.id, action: 'refuse', reason })).message);
            setRefusing(null);
          } catch (e) {
            return e instanceof ApiError ? e.message : undefined;
          }
        }}
        onClose={() => setRefusing(null)}
      />
    </Stack>
  );
}
