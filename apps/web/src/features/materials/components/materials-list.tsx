import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { MaterialRow } from '@portal/contracts';
import { IconFileSpreadsheet, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { FilterSelect } from '../../../components/table/filter-select';
import { SearchInput } from '../../../components/table/search-input';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useListParams } from '../../../components/table/use-list-params';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useFamilies } from '../api/get-families';
import { useMaterials } from '../api/get-materials';
import { usePrintMaterials } from '../api/print-materials';
import { MaterialCommands } from './material-commands';
import { MaterialDrawer, type MaterialDrawerTarget } from './material-drawer';
import { MaterialRowActions, type RowCommand } from './material-row-actions';
import { MaterialThumb } from './material-thumb';

/** Columns the API sorts by (apps/api materials repository). */
const SORTABLE = ['product_code', 'name', 'available', 'pending_requests'] as const;
const COUNTERS = ['realised', 'committed', 'printed', 'delivered', 'available', 'pending_requests'] as const;

/**
 * The counters are compact figures with their names on a phone card; when a laptop with the menu
 * open is too narrow, the family goes under the name and the printed pieces (part of the
 * committed) under the committed ones.
 */
const COLUMNS: ColumnLayouts = {
  image: { card: 'state' },
  product_code: { nowrap: true, card: 'aside' },
  name: { card: 'title' },
  family: { foldInto: 'name' },
  ...Object.fromEntries(COUNTERS.map((key) => [key, { numeric: true, card: 'labelled' as const }])),
  printed: { numeric: true, card: 'labelled', foldInto: 'committed' },
};

/**
 * The catalogue (or its archive) with its counters: filters, favourite and visibility switches,
 * edit in a drawer, archive, restore, delete, and the xlsx export of the selection or of all.
 */
export function MaterialsList({ archived = false }: { archived?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams(['family', 'favourite'] as const, {}, { sort: 'product_code', order: 'asc' });
  const families = useFamilies();
  const family = list.filters.family ? Number(list.filters.family) : undefined;
  const favourite =
    list.filters.favourite === 'true' || list.filters.favourite === 'false' ? list.filters.favourite : undefined;
  const query = useMaterials({ ...list.query, family, favourite, status: archived ? 'archived' : 'active' });
  const print = usePrintMaterials();
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [drawer, setDrawer] = useState<MaterialDrawerTarget>(null);
  const [command, setCommand] = useState<{ row: MaterialRow; command: Exclude<RowCommand, 'edit'> } | null>(null);

  const toggle = (row: MaterialRow) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row.product_code);
      return next;
    });
  const exportXlsx = () =>
    print
      .mutateAsync(
        selected.size > 0
          ? { categories_id: [], materials_id: [...selected.keys()] }
          : { categories_id: family ? [family] : [], materials_id: [] },
      )
      .catch(() => undefined);

  const number = (value: number) => format.number(value);
  const render: Record<string, (row: MaterialRow) => React.ReactNode> = {
    image: (row) => (
      <Group gap="xs" wrap="nowrap">
        {archived ? null : (
          <Checkbox
            aria-label={t('materials.page.selectRow', { name: `${row.product_code} ${row.name}` })}
            checked={selected.has(row.id)}
            onChange={() => toggle(row)}
          />
        )}
        <MaterialThumb url={row.thumb_url} name={row.name} />
      </Group>
    ),
    product_code: (row) => (
      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {row.product_code}
      </Text>
    ),
    ...Object.fromEntries(COUNTERS.map((key) => [key, (row: MaterialRow) => number(row[key])])),
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FilterSelect
          label={t('materials.page.familyFilter')}
          data={(families.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          value={list.filters.family || null}
          onChange={(value) => list.setFilter('family', value ?? '')}
        />
        {archived ? null : (
          <FilterSelect
            label={t('materials.page.favouriteFilter')}
            data={[
              { value: 'true', label: t('materials.page.onlyFavourites') },
              { value: 'false', label: t('materials.page.notFavourites') },
            ]}
            value={favourite ?? null}
            onChange={(value) => list.setFilter('favourite', value ?? '')}
          />
        )}
        <SearchInput label={t('materials.page.search')} value={list.q} onChange={list.setQuery} />
      </Group>
      {archived ? null : (
        <Group gap="sm" justify="flex-end">
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDrawer({ id: 'new' })} mr="auto">
            {t('materials.page.newMaterial')}
          </Button>
          {selected.size > 0 ? (
            <Button
              variant="subtle"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setSelected(new Map())}
            >
              {t('materials.page.clearSelection')}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={() => void exportXlsx()}
            loading={print.isPending}
          >
            {selected.size > 0
              ? t('materials.page.exportSelected', { count: selected.size })
              : t('materials.page.exportAll')}
          </Button>
        </Group>
      )}
      <ServerTable<MaterialRow>
        caption={archived ? t('materials.page.archiveTitle') : t('materials.page.title')}
        data={query.data}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        sortable={SORTABLE}
        columns={COLUMNS}
        {...list.table}
        emptyText={archived ? t('materials.page.emptyArchive') : t('materials.page.empty')}
        render={render}
        actions={(row) => (
          <MaterialRowActions
            row={row}
            onCommand={(c) => (c === 'edit' ? setDrawer({ id: row.id }) : setCommand({ row, command: c }))}
          />
        )}
      />
      <MaterialCommands target={command} onClose={() => setCommand(null)} />
      {archived ? null : <MaterialDrawer target={drawer} onChange={setDrawer} />}
    </Stack>
  );
}
