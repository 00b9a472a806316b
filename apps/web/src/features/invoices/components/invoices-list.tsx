import '@mantine/core/styles/Combobox.css';
import { ActionIcon, Button, Select, Stack, Text } from '@mantine/core';
import { INVOICE_PAYMENT_STATUSES, type InvoiceRow, isStaff, USER_TYPE } from '@portal/contracts';
import { IconEye, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { ClientPicker } from '../../../components/form/client-picker';
import { FilterSelect } from '../../../components/table/filter-select';
import { ListFilters } from '../../../components/table/list-filters';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useAgencyOptions } from '../../../lib/lookups/get-agencies';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadInvoice } from '../api/download-invoice';
import { useInvoiceYears } from '../api/get-invoice-years';
import { useInvoices } from '../api/get-invoices';
import { useInvoiceFormat } from '../hooks/use-invoice-format';
import { InvoiceDrawer } from './invoice-drawer';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** The columns the server orders by. */
const SORTABLE = ['number', 'day', 'client_name', 'amount'];
const COLUMNS: ColumnLayouts = {
  number: { card: 'title', nowrap: true },
  day: { card: 'aside', nowrap: true },
  client_name: { card: 'fact' },
  agency: { card: 'fact', foldInto: 'client_name' },
  lines: { numeric: true, nowrap: true, card: 'labelled' },
  amount: { numeric: true, nowrap: true, card: 'labelled' },
  total: { numeric: true, nowrap: true, card: 'labelled' },
  due_on: { nowrap: true, card: 'labelled', omitZero: true, foldInto: 'day' },
  status: { nowrap: true, card: 'state' },
};

/** The invoices in the caller's scope: filters in the address, the detail and its PDF in a drawer. */
export function InvoicesList() {
  const { t } = useTranslation();
  const f = useInvoiceFormat();
  const session = useSession();
  const userType = session?.user.userType ?? 0;
  const staff = isStaff(userType);
  const customer = userType === USER_TYPE.customer;
  const list = useListParams(
    ['year', 'status', 'agency', 'client', 'clientName'] as const,
    {},
    {
      sort: 'day',
      order: 'desc',
    },
  );
  const agency = Number(list.filters.agency) || undefined;
  const client = Number(list.filters.client) || undefined;
  const year = Number(list.filters.year) || undefined;
  const status = INVOICE_PAYMENT_STATUSES.find((s) => s === list.filters.status);
  const agencies = useAgencyOptions(staff);
  const query = useInvoices({
    ...list.query,
    year,
    status,
    agent: staff ? agency : undefined,
    client: customer ? undefined : client,
  });
  const download = useDownloadInvoice();
  const [open, setOpen] = useState<string | null>(null);
  // The years with invoices (this one and the last always), as revenue and best sellers list theirs.
  const thisYear = new Date().getFullYear();
  const years = (useInvoiceYears().data ?? [thisYear, thisYear - 1]).map(String);
  if (year && !years.includes(String(year))) years.push(String(year));
  const active = [list.filters.year, status, list.filters.agency, list.filters.client].filter(Boolean).length;

  return (
    <Stack gap="md">
      <ListFilters
        active={active}
        search={
          <SearchInput
            label={customer ? t('invoices.page.searchOwn') : t('invoices.page.search')}
            value={list.q}
            onChange={list.setQuery}
          />
        }
      >
        <Select
          label={t('invoices.page.year')}
          placeholder={t('common.all')}
          data={years}
          value={list.filters.year || null}
          onChange={(value) => list.setFilter('year', value ?? '')}
          clearable
          w={{ base: '100%', xs: 130 }}
        />
        <Select
          label={t('invoices.page.status')}
          placeholder={t('common.all')}
          data={INVOICE_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${s}`) }))}
          value={status ?? null}
          onChange={(value) => list.setFilter('status', value ?? '')}
          clearable
          w={{ base: '100%', xs: 160 }}
        />
        {staff ? (
          <FilterSelect
            label={t('invoices.columns.agency')}
            data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={list.filters.agency || null}
            onChange={(value) => list.setFilters({ agency: value ?? '', client: '', clientName: '' })}
            searchable
          />
        ) : null}
        {customer ? null : (
          <ClientPicker
            label={t('invoices.columns.client')}
            agency={agency}
            value={client ? { id: client, name: list.filters.clientName || undefined } : null}
            onChange={(c) => list.setFilters({ client: c ? String(c.id) : '', clientName: c?.name ?? '' })}
            placeholder={t('common.all')}
          />
        )}
      </ListFilters>
      <ServerTable<InvoiceRow>
        caption={t('invoices.page.title')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.number}
        sortable={SORTABLE}
        {...list.table}
        columns={COLUMNS}
        emptyText={t('invoices.page.empty')}
        render={{
          number: (row) => (
            <Stack gap={0}>
              <Text component="span" fz="sm" fw={600} ff="monospace">
                {row.number}
              </Text>
              {row.document_type === 'credit_note' ? (
                <Text component="span" fz="xs" c="dimmed">
                  {t('invoices.documentTypes.credit_note')}
                </Text>
              ) : null}
            </Stack>
          ),
          day: (row) => f.day(row.day),
          due_on: (row) => (row.due_on ? f.day(row.due_on) : '—'),
          status: (row) => <InvoiceStatusBadge status={row.status} />,
          client_name: (row) => (row.client_code ? `${row.client_name} (${row.client_code})` : row.client_name),
          lines: (row) => f.number(row.lines),
          amount: (row) => f.money(row.amount),
          // The total with VAT comes with the ERP's document; until then it is not known.
          total: (row) => (row.total === null ? '—' : f.money(row.total)),
        }}
        actions={(row) => (
          <>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => setOpen(row.number)}
              aria-label={t('invoices.page.openFor', { number: row.number })}
            >
              {t('common.details')}
            </Button>
            <ActionIcon
              size="md"
              variant="default"
              loading={download.isPending && download.variables === row.number}
              onClick={() => download.mutate(row.number)}
              aria-label={t('invoices.page.downloadFor', { number: row.number })}
              title={t('invoices.page.download')}
            >
              <IconFileTypePdf size={18} aria-hidden />
            </ActionIcon>
          </>
        )}
      />
      <InvoiceDrawer number={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
