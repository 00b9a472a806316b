import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { type ClientRow, SHEET_STATUSES } from '@portal/contracts';
import { IconFileDownload, IconPencil, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { generatePath, Link, useNavigate } from 'react-router';
import { ClientPicker } from '../../../components/form/client-picker';
import { CLIENT_COLUMNS, useClientCells } from '../../../components/table/client-cells';
import { SheetStatusBadge } from '../../../components/table/domain-status-badges';
import { FilterSelect } from '../../../components/table/filter-select';
import { ListFilters } from '../../../components/table/list-filters';
import { RowAction } from '../../../components/table/row-action';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import { useListParams } from '../../../components/table/use-list-params';
import { withoutColumns } from '../../../components/table/without-columns';
import { paths } from '../../../config/paths';
import { useAgencyOptions } from '../../../lib/lookups/get-agencies';
import { useStatusCounts } from '../../../lib/lookups/get-status-counts';
import { usePhone } from '../../../lib/use-phone';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadBlankSheet } from '../api/download-blank-sheet';
import { REGISTRY_ADDRESS, registryFilterOf, useRegistry } from '../api/get-registry';
import { useIsStaff } from '../api/scope';
import { PrintMenu } from './print-menu';
import { SheetActions } from './sheet-actions';

const SORTABLE = ['code', 'company_name', 'agency', 'sheet_status', 'client_status', 'updated_at'] as const;
const sheetPath = (row: { id: number }) => generatePath(paths.sheet, { id: String(row.id) });

/** The registry of client sheets by state, with the spec §3 filters and the actions of each state. */
export function RegistryList() {
  const { t } = useTranslation();
  const cells = useClientCells(sheetPath);
  const navigate = useNavigate();
  const staff = useIsStaff();
  const phone = usePhone();
  const list = useListParams(REGISTRY_ADDRESS.filters, REGISTRY_ADDRESS.defaults, REGISTRY_ADDRESS.sort);
  const filter = registryFilterOf(list);
  const { agent, client, status } = filter;
  const query = useRegistry(filter);
  const counts = useStatusCounts();
  const agencies = useAgencyOptions(staff);
  const blank = useDownloadBlankSheet();
  const [selected, setSelected] = useState<number[]>([]);
  // A phone opened on a state (a dashboard count) shows the states above the list, not folded.
  const [statesInSight] = useState(() => phone && Boolean(status));
  const chips = useRef<HTMLDivElement>(null);
  // The chosen state in sight, also when it is the row's last (issue 33 item 10).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts widen the chips once loaded
  useEffect(() => {
    const row = chips.current;
    if (!row || row.offsetParent === null) return;
    row.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [status, counts.data]);

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
  const downloadBlank = () => blank.mutate(`${t('sheets.pdf.title')}.pdf`);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((x) => x !== id)));

  // A laptop shows every state, on as many lines as they take; a phone one row that scrolls.
  const stateChips = (
    <ScrollArea type="auto" offsetScrollbars viewportRef={chips}>
      <Group gap="xs" wrap={phone ? 'nowrap' : 'wrap'} pb={4} role="group" aria-label={t('sheets.registry.byState')}>
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
  );

  return (
    <Stack gap="md">
      {!phone || statesInSight ? stateChips : null}

      <ListFilters
        active={[list.filters.agent, list.filters.client, status].filter(Boolean).length}
        search={<SearchInput label={t('sheets.registry.search')} value={list.q} onChange={list.setQuery} />}
      >
        {/* On a phone the states fold with the filters, so the first clients are in sight. */}
        {phone && !statesInSight ? stateChips : null}
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
        <ClientPicker
          label={t('sheets.registry.client')}
          agency={agent}
          value={client ? { id: client } : null}
          onChange={(c) => list.setFilter('client', c ? String(c.id) : '')}
          placeholder={t('common.all')}
        />
      </ListFilters>

      <Group justify="space-between" gap="sm" wrap={phone ? 'nowrap' : 'wrap'}>
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={paths.sheetNew} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('sheets.registry.newClient')}
          </Button>
          {phone ? (
            <Tooltip label={t('sheets.registry.blankSheet')}>
              <ActionIcon
                variant="default"
                size={36}
                loading={blank.isPending}
                onClick={downloadBlank}
                aria-label={t('sheets.registry.blankSheet')}
              >
                <IconFileDownload size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              variant="default"
              leftSection={<IconFileDownload size={18} aria-hidden />}
              loading={blank.isPending}
              onClick={downloadBlank}
            >
              {t('sheets.registry.blankSheet')}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {selected.length > 0 ? (
            <Button variant="subtle" onClick={() => setSelected([])}>
              {t('sheets.registry.clearSelection')}
            </Button>
          ) : null}
          <PrintMenu
            compact={phone}
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
        // The version shows beside the sheet's state; the agency goes when it is the same on every
        // row: the agent's own, or the one filtered by.
        data={withoutColumns(query.data, agent || !staff ? ['sheet_version', 'agency'] : ['sheet_version'])}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={SORTABLE}
        {...list.table}
        emptyText={list.q ? t('clients.errors.noResults') : t('clients.errors.noClients')}
        select={{
          selected,
          onChange: (id, on) => toggle(Number(id), on),
          label: (row) => t('sheets.registry.select', { company: row.company_name }),
        }}
        columns={CLIENT_COLUMNS}
        render={{
          ...cells,
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
            {/* On a phone the card's heading opens the sheet. */}
            {phone ? null : (
              <RowAction
                tooltip={t('sheets.registry.open')}
                label={t('sheets.registry.openSheet', { company: row.company_name })}
                icon={<IconPencil size={18} aria-hidden />}
                to={sheetPath(row)}
              />
            )}
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
