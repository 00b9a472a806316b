import '@mantine/core/styles/Tabs.css';
import { Center, Loader, Tabs } from '@mantine/core';
import { IconList, IconMap } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { useTranslation } from '../../../lib/use-translation';
import { ClientsList } from '../components/clients-list';

// Leaflet, its styles, the clustering and the outline load with the map tab only.
const ClientsMap = lazy(() => import('../components/clients-map'));

type View = 'list' | 'map';

export function Component() {
  const { t } = useTranslation();
  // The tab lives in the address (`?view=map`), so the map can be linked and survives a reload.
  const [params, change] = useSearchUpdate();
  const view: View = params.get('view') === 'map' ? 'map' : 'list';
  // Paging belongs to the list: the other view starts afresh.
  const show = (next: string | null) => change({ view: next === 'map' ? 'map' : undefined, page: undefined });
  // The view switch sits in the header, beside the title: on a phone the list's first rows keep
  // the room a row of tabs would take.
  return (
    <Tabs value={view} onChange={show} keepMounted={false} variant="pills">
      <PageHeader
        title={t('clients.page.title')}
        description={t('clients.page.description')}
        descriptionOnPhone={false}
        actions={
          <Tabs.List>
            <Tabs.Tab value="list" leftSection={<IconList size={16} aria-hidden />}>
              {t('clients.map.tabList')}
            </Tabs.Tab>
            <Tabs.Tab value="map" leftSection={<IconMap size={16} aria-hidden />}>
              {t('clients.map.tabMap')}
            </Tabs.Tab>
          </Tabs.List>
        }
      />
      <Tabs.Panel value="list">
        <ClientsList />
      </Tabs.Panel>
      <Tabs.Panel value="map">
        <Suspense
          fallback={
            <Center h={320}>
              <Loader aria-label={t('clients.map.label')} />
            </Center>
          }
        >
          <ClientsMap />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
