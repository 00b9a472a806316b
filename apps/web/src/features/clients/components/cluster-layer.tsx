import type { ClientMap } from '@portal/contracts';
import {
  divIcon,
  type LatLngBoundsExpression,
  type LeafletEventHandlerFnMap,
  type LeafletKeyboardEvent,
} from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { generatePath, useNavigate } from 'react-router';
import Supercluster from 'supercluster';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { spreadPoints } from '../map/spread';
import { TREND_COLOURS, type Trend, trendOf } from '../map/trend';

type Sums = { current: number; progressive: number };
type Client = Sums & { id: number; name: string };
type Index = Supercluster<Client, Sums>;

/** Italy, when there is nothing to fit the view to. */
export const ITALY_BOUNDS: LatLngBoundsExpression = [
  [36.6, 6.6],
  [47.1, 18.5],
];

function buildIndex(data: ClientMap): Index {
  const spread = spreadPoints(data.lat, data.lng);
  const index: Index = new Supercluster({
    radius: 60,
    maxZoom: 17,
    map: (p) => ({ current: p.current, progressive: p.progressive }),
    reduce: (sum, p) => {
      sum.current += p.current;
      sum.progressive += p.progressive;
    },
  });
  index.load(
    data.id.map((id, i) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [spread.lng[i] as number, spread.lat[i] as number] },
      properties: {
        id,
        name: data.name[i] ?? '',
        current: data.current[i] ?? 0,
        progressive: data.progressive[i] ?? 0,
      },
    })),
  );
  return index;
}

/** The box around the clients (a loop: 100,000 arguments to Math.min would overflow the stack). */
function boundsOf(data: ClientMap): LatLngBoundsExpression | null {
  if (data.id.length === 0) return null;
  let [south, west, north, east] = [90, 180, -90, -180];
  for (let i = 0; i < data.id.length; i++) {
    const lat = data.lat[i] as number;
    const lng = data.lng[i] as number;
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A marker is a button: a click, Enter or Space does its one thing. */
const activate = (action: () => void): LeafletEventHandlerFnMap => ({
  click: action,
  keydown: (event) => {
    const key = (event as LeafletKeyboardEvent).originalEvent.key;
    if (key !== 'Enter' && key !== ' ') return;
    (event as LeafletKeyboardEvent).originalEvent.preventDefault();
    action();
  },
});

function icon(trend: Trend, label: string, count?: number) {
  const size = count === undefined ? 24 : Math.round(30 + 8 * Math.log10(count));
  const text = count === undefined ? '' : count >= 10_000 ? `${Math.floor(count / 1000)}k` : String(count);
  return divIcon({
    className: 'client-map-marker',
    iconSize: [size, size],
    html: `<span class="client-map-dot" style="background:${TREND_COLOURS[trend]}" aria-hidden="true">${text}</span><span class="client-map-label">${escapeHtml(label)}</span>`,
  });
}

/**
 * The clients as clusters (supercluster, recomputed when the view moves), each coloured by the
 * trend of its clients' summed revenue. A cluster zooms in to where it splits; a client opens
 * its card. The view fits the clients whenever a new set arrives, and again when the map's box
 * changes before the user moved it.
 */
export function ClusterLayer({ data }: { data: ClientMap }) {
  const { t } = useTranslation();
  const map = useMap();
  const navigate = useNavigate();
  const index = useMemo(() => buildIndex(data), [data]);
  const [clusters, setClusters] = useState<ReturnType<Index['getClusters']>>([]);

  useEffect(() => {
    const update = () => {
      const b = map.getBounds();
      setClusters(index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(map.getZoom())));
    };
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map, index]);

  useEffect(() => {
    const fit = () => map.fitBounds(boundsOf(data) ?? ITALY_BOUNDS, { padding: [24, 24], maxZoom: 12 });
    fit();
    // The map's box can still change after the clients arrive (a notice above it, a slow phone
    // finishing its layout): Leaflet is told its new size, and until the user moves the map the
    // view fits the clients again, so it never stays fitted to a box that is gone.
    const container = map.getContainer();
    let moved = false;
    const touch = () => {
      moved = true;
    };
    const gestures = ['pointerdown', 'wheel', 'keydown'] as const;
    for (const gesture of gestures) container.addEventListener(gesture, touch, { passive: true });
    const resized = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      if (!moved) fit();
    });
    resized.observe(container);
    return () => {
      resized.disconnect();
      for (const gesture of gestures) container.removeEventListener(gesture, touch);
    };
  }, [map, data]);

  return clusters.map((c) => {
    const [lng, lat] = c.geometry.coordinates as [number, number];
    const trend = trendOf(c.properties.current, c.properties.progressive);
    const suffix = trend === 'up' ? 'Up' : trend === 'down' ? 'Down' : 'None';
    if ('cluster' in c.properties && c.properties.cluster) {
      const count = c.properties.point_count;
      const clusterId = c.properties.cluster_id;
      return (
        <Marker
          key={`c${clusterId}`}
          position={[lat, lng]}
          icon={icon(trend, t(`clients.map.cluster${suffix}`, { count }), count)}
          eventHandlers={activate(() =>
            map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), 18)),
          )}
        />
      );
    }
    const { id, name } = c.properties as Client;
    // The client's name and trend: its accessible name, and a tooltip on hover and on keyboard
    // focus (Leaflet opens a marker's tooltip on focus).
    return (
      <Marker
        key={`p${id}`}
        position={[lat, lng]}
        icon={icon(trend, t(`clients.map.client${suffix}`, { name }))}
        eventHandlers={activate(() => navigate(generatePath(paths.client, { id: String(id) })))}
      >
        <Tooltip direction="top" offset={[0, -12]} className="client-map-tooltip">
          <strong>{name}</strong>
          <br />
          {t(`clients.map.${trend}`)}
        </Tooltip>
      </Marker>
    );
  });
}
