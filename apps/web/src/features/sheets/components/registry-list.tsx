import { Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { type ClientRow, SHEET_STATUSES } from '@portal/contracts';
import { IconFileDownload, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate } from 'react-router';
import { useClientCells } from '../../../components/table/client-cells';
import { SheetStatusBadge } from '../../../components/table/domain-status-badges';
import { FilterSelect } from '../../../components/table/filter-select';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { paths } from '../../../config/paths';
import { useAgencyOptions } from '../../../lib/lookups/get-agencies';
import { useDownloadBlankSheet } from '../api/download-blank-sheet';
import { useClientOptions } from '../api/get-client-options';
import { useRegistry } from '../api/get-registry';
import { useStatusCounts } from '../api/get-status-counts';
import { useIsStaff } from '../api/scope';
import { withoutColumns } from './columns';
import { PrintMenu } from './print-menu';
import { SheetActions } from './sheet-actions';

const SORTABLE = ['code', 'company_name', 'agency', 'sheet_status', 'client_status', 'updated_at'] as const;
const num = (value: string) => (value ? Number(value) : undefined);
const sheetPath = (row: { id: number }) => generatePath(paths.sheet, { id: String(row.id) });

/** The registry of client sheets by state, with the spec §3 filters and the actions of each state. */
export function RegistryList() {
  const { t } = useTranslation();
  const cells = useClientCells(sheetPath);
  const navigate = useNavigate();
  const staff = useIsStaff();
  const list = useListParams(['agent', 'client', 'status'] as const, {}, { sort: 'company_name', order: 'asc' });
  const agent = num(list.filters.agent);
  const client = num(list.filters.client);
  const status = list.filters.status || undefined;
  const query = useRegistry({
    ...list.query,
    agent,
    client,
    status,
  });
  const counts = useStatusCounts();
  const agencies = useAgencyOptions(staff);
  const clients = useClientOptions(agent, !staff || agent !== undefined);
  const blank = useDownloadBlankSheet();
  const [selected, setSelected] = useState<number[]>([]);

  const count = (key: string) => counts.data?.counts.find((c) => c.status === key)?.count;
  const statusOptions = [
    { value: '', label: t('sheets.registry.allStates', { count: counts.data?.total ?? 0 }) },
    ...[...SHEET_STATUSES, 'none' as const].map((s) => ({
      value: s,
      label: `${t(`sheets.status.${s}`)} (${count(s) ?? 0})`,
    })),
    {
      value: 'deletion_requested',
      label: `${t('clients.status.deletion_requested')} (${counts.data?.deletion_requested ?? 0})`,
    },
  ];
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((x) => x !== id)));

  return (
    <Stack gap="md">
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap" pb={4} role="group" aria-label={t('sheets.registry.byState')}>
          {statusOptions.map((option) => (
            <Button
              key={option.value || 'all'}
              size="compact-sm"
              radius="xl"
              variant={(status ?? '') === option.value ? 'filled' : 'default'}
              aria-pressed={(status ?? '') === option.value}
              onClick={() => list.setFilter('status', option.value)}
              style={{ flexShrink: 0 }}
            >
              {option.label}
            </Button>
          ))}
        </Group>
      </ScrollArea>

      <Group align="flex-end" gap="sm" wrap="wrap">
        {staff ? (
          <FilterSelect
            label={t('sheets.registry.agency')}
            data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={list.filters.agent || null}
            onChange={(value) => {
              list.setFilter('agent', value ?? '');
              if (list.filters.client) list.setFilter('client', '');
            }}
            searchable
          />
        ) : null}
        <FilterSelect
          label={t('sheets.registry.client')}
          placeholder={staff && !agent ? t('sheets.registry.chooseAgencyFirst') : t('common.all')}
          data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.company_name }))}
          value={list.filters.client || null}
          onChange={(value) => list.setFilter('client', value ?? '')}
          disabled={staff && !agent && !client}
          searchable
        />
        <SearchInput label={t('sheets.registry.search')} value={list.q} onChange={list.setQuery} />
      </Group>

      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button component={Link} to={paths.sheetNew} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('sheets.registry.newClient')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileDownload size={18} aria-hidden />}
            loading={blank.isPending}
            onClick={() => blank.mutate(`${t('sheets.pdf.title')}.pdf`)}
          >
            {t('sheets.registry.blankSheet')}
          </Button>
        </Group>
        <Group gap="xs">
          {selected.length > 0 ? (
            <Button variant="subtle" onClick={() => setSelected([])}>
              {t('sheets.registry.clearSelection')}
            </Button>
          ) : null}
          <PrintMenu
            selection={selected}
            filter={{
              agencies_id: agent,
              clients_id: client,
              status: status as never,
            }}
          />
        </Group>
      </Group>

      <ServerTable<ClientRow>
        caption={t('sheets.registry.title')}
        data={withoutColumns(query.data, agent ? ['sheet_version', 'agency'] : ['sheet_version'])}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={SORTABLE}
        {...list.table}
        emptyText={list.q ? t('clients.errors.noResults') : t('clients.errors.noClients')}
        render={{
          ...cells,
          code: (row) => (
            <Group gap="xs" wrap="nowrap" justify="inherit">
              <Checkbox
                size="xs"
                checked={selected.includes(row.id)}
                onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                aria-label={t('sheets.registry.select', { company: row.company_name })}
              />
              <Text fz="sm">{row.code ?? '—'}</Text>
            </Group>
          ),
          sheet_status: (row) => (
            <Group gap={6} wrap="nowrap" justify="inherit">
              <SheetStatusBadge status={row.sheet_status} />
              {row.sheet_version ? (
                <Text fz="xs" c="gray.7">
                  v{row.sheet_version}
                </Text>
              ) : null}
            </Group>
          ),
        }}
        actions={(row) => (
          <>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              component={Link}
              to={sheetPath(row)}
              aria-label={t('sheets.registry.openSheet', { company: row.company_name })}
            >
              {t('sheets.registry.open')}
            </Button>
            <SheetActions
              layout="menu"
              target={{
                clientId: row.id,
                company: row.company_name,
                sheetId: row.sheet_id,
                status: row.sheet_status,
                clientStatus: row.client_status,
              }}
              onRenewed={(id) => navigate(sheetPath({ id }))}
            />
          </>
        )}
      />
    </Stack>
  );
}
