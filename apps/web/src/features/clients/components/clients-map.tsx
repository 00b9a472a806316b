import '@mantine/core/styles/Combobox.css';
import 'leaflet/dist/leaflet.css';
import './clients-map.css';
import { Alert, Box, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { isStaff, REVENUE_CATEGORIES, type RevenueCategory } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { AttributionControl, MapContainer, Pane, Polygon, Polyline, TileLayer } from 'react-leaflet';
import { FilterSelect } from '../../../components/table/filter-select';
import { useListParams } from '../../../components/table/use-list-params';
import { formatNumber } from '../../../lib/format';
import { useAgencyOptions } from '../../../lib/lookups/get-agencies';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useClientMap } from '../api/get-client-map';
import { italyOutline, neighboursOutline, regionBorders } from '../map/outline';
import { TREND_COLOURS, type Trend } from '../map/trend';
import { ClusterLayer, ITALY_BOUNDS } from './cluster-layer';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TRENDS: Trend[] = ['up', 'down', 'none'];

/** The shipped outline of Italy and its neighbours, under the tiles: all there is offline. */
function Outline() {
  const [italy, neighbours] = useMemo(() => [italyOutline(), neighboursOutline()], []);
  return (
    <Pane name="outline" style={{ zIndex: 150 }}>
      <Polygon
        positions={neighbours}
        interactive={false}
        pathOptions={{ color: '#aeb4bb', weight: 1, fillColor: '#ebe8e1', fillOpacity: 1 }}
      />
      <Polygon
        positions={italy}
        interactive={false}
        pathOptions={{ color: '#6b7280', weight: 1.2, fillColor: '#faf8f3', fillOpacity: 1 }}
      />
    </Pane>
  );
}

/**
 * The borders between Italy's regions, over the tiles when they load and under the markers: thin
 * and light, a hint of where a cluster lies, never in the way of the clusters.
 */
function RegionBorders() {
  const borders = useMemo(regionBorders, []);
  return (
    <Pane name="regions" style={{ zIndex: 250 }}>
      <Polyline
        positions={borders}
        interactive={false}
        className="client-map-regions"
        pathOptions={{ color: '#8c949c', weight: 0.8, opacity: 0.8 }}
      />
    </Pane>
  );
}

function Legend({ count }: { count: number | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Group gap="md" wrap="wrap" justify="space-between">
      <Group gap="md" wrap="wrap" role="list" aria-label={t('clients.map.legend')}>
        {TRENDS.map((trend) => (
          <Group key={trend} gap={6} wrap="nowrap" role="listitem">
            <Box w={14} h={14} bg={TREND_COLOURS[trend]} style={{ borderRadius: '50%' }} aria-hidden />
            <Text fz="sm">{t(`clients.map.${trend}`)}</Text>
          </Group>
        ))}
      </Group>
      {count !== undefined ? (
        <Text fz="sm" c="dimmed">
          {t('clients.map.count', { number: formatNumber(count, language) })}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * The clients of the user's scope on a map (issue 11): clusters coloured by the trend of this
 * year's revenue against the progressive, filtered by agency (staff) and revenue category, both
 * kept in the address with the list's own `agent`. OpenStreetMap's tiles when the browser is
 * online; the shipped outline of Italy always lies underneath and its regions' borders above, so
 * without tiles the clusters still show where the clients are.
 */
export default function ClientsMap() {
  const { t } = useTranslation();
  const session = useSession();
  const staff = isStaff(session?.user.userType ?? 0);
  const params = useListParams(['agent', 'category'] as const);
  const agencies = useAgencyOptions(staff);
  const category = (params.filters.category || undefined) as RevenueCategory | undefined;
  const query = useClientMap({ agent: params.filters.agent ? Number(params.filters.agent) : undefined, category });
  // Tiles until one fails before any loaded (no network): then the outline alone, and no
  // OpenStreetMap credit for tiles that are not there. A reload asks again.
  const [tiles, setTiles] = useState<'trying' | 'loaded' | 'failed'>(() =>
    typeof navigator === 'undefined' || navigator.onLine ? 'trying' : 'failed',
  );

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {staff ? (
          <FilterSelect
            label={t('clients.columns.agency')}
            data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={params.filters.agent || null}
            onChange={(value) => params.setFilter('agent', value ?? '')}
            searchable
          />
        ) : null}
        <Select
          label={t('clients.map.category')}
          data={REVENUE_CATEGORIES.map((c) => ({ value: c.key, label: t(`sales.revenueCategories.${c.key}`) }))}
          value={category ?? 'expo'}
          onChange={(value) => params.setFilter('category', value && value !== 'expo' ? value : '')}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        {query.isFetching ? <Loader size="sm" mb={8} aria-label={t('clients.map.label')} /> : null}
      </Group>
      {tiles === 'failed' ? (
        <Text fz="sm" c="dimmed" role="status">
          {t('clients.map.offline')}
        </Text>
      ) : null}
      <Box
        className="client-map"
        role="region"
        aria-label={t('clients.map.label')}
        h={{ base: 'min(62vh, 520px)', sm: 'min(66vh, 640px)' }}
        mih={320}
      >
        <MapContainer
          bounds={ITALY_BOUNDS}
          minZoom={3}
          maxZoom={18}
          style={{ height: '100%' }}
          worldCopyJump
          attributionControl={false}
        >
          <AttributionControl prefix={false} />
          <Outline />
          <RegionBorders />
          {tiles !== 'failed' ? (
            <TileLayer
              url={TILES}
              attribution={`<a href="https://www.openstreetmap.org/copyright">${t('clients.map.attribution')}</a>`}
              eventHandlers={{
                tileload: () => setTiles('loaded'),
                tileerror: () => setTiles((now) => (now === 'loaded' ? now : 'failed')),
              }}
            />
          ) : null}
          {query.data ? <ClusterLayer data={query.data} /> : null}
        </MapContainer>
      </Box>
      {query.data?.id.length === 0 ? <Alert color="gray">{t('clients.map.empty')}</Alert> : null}
      <Legend count={query.data?.id.length} />
    </Stack>
  );
}
