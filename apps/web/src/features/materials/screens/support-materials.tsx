import '@mantine/core/styles/SegmentedControl.css';
import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { ClientPicker } from '../../../components/form/client-picker';
import { PageHeader } from '../../../components/layout/page-header';
import { FilterSelect } from '../../../components/table/filter-select';
import { SearchInput } from '../../../components/table/search-input';
import { useListParams } from '../../../components/table/use-list-params';
import { useTranslation } from '../../../lib/use-translation';
import { useFamilies } from '../api/get-families';
import { ClientMaterials } from '../components/client-materials';
import { MassRequest } from '../components/mass-request';

/**
 * Support materials: choose a client, then request materials for them one at a time; or a mass
 * request for several clients at once. The client, family and mode stay in the address.
 */
export function Component() {
  const { t } = useTranslation();
  const list = useListParams(['client', 'clientName', 'family', 'mode'] as const);
  const families = useFamilies();
  const mass = list.filters.mode === 'mass';
  const client = list.filters.client ? { id: Number(list.filters.client), name: list.filters.clientName } : null;

  return (
    <>
      <PageHeader title={t('materials.page.supportTitle')} description={t('materials.page.supportDescription')} />
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('materials.page.modeLabel')}
          value={mass ? 'mass' : 'single'}
          onChange={(value) => list.setFilter('mode', value === 'mass' ? 'mass' : '')}
          data={[
            { value: 'single', label: t('materials.page.modeSingle') },
            { value: 'mass', label: t('materials.page.modeMass') },
          ]}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        {mass ? (
          <MassRequest />
        ) : (
          <>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <ClientPicker
                label={t('materials.page.client')}
                value={client}
                onChange={(c) => list.setFilters({ client: c ? String(c.id) : '', clientName: c?.name ?? '' })}
              />
              <FilterSelect
                label={t('materials.page.familyFilter')}
                data={(families.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
                value={list.filters.family || null}
                onChange={(value) => list.setFilter('family', value ?? '')}
              />
              <SearchInput label={t('materials.page.search')} value={list.q} onChange={list.setQuery} />
            </Group>
            {client ? (
              <ClientMaterials
                clientId={client.id}
                filter={{
                  page: list.page,
                  pageSize: list.pageSize,
                  q: list.q || undefined,
                  family: list.filters.family ? Number(list.filters.family) : undefined,
                }}
                onPageChange={list.setPage}
                onPageSizeChange={list.setPageSize}
              />
            ) : (
              <Paper withBorder radius="md" p="xl">
                <Stack align="center" gap="xs">
                  <IconUserSearch size={36} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
                  <Text c="dimmed" ta="center">
                    {t('materials.page.noClient')}
                  </Text>
                </Stack>
              </Paper>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
