import type { LatLngTuple } from 'leaflet';
import { ITALY_OUTLINE, NEIGHBOURS_OUTLINE, REGION_BORDERS, REGIONS_OUTLINE } from './outline-data';

/** Polygons of rings of [lat, lng], as Leaflet's Polygon takes a multi-polygon with holes. */
export type Outline = LatLngTuple[][][];

/** Reads the shipped outline's compact form (scripts/build-map-outline.ts). */
export function decodeOutline(encoded: string): Outline {
  if (!encoded) return [];
  return encoded.split('|').map((polygon) =>
    polygon.split(';').map((ring) => {
      const numbers = ring.split(',').map(Number);
      const points: LatLngTuple[] = [];
      let lat = 0;
      let lng = 0;
      for (let i = 0; i + 1 < numbers.length; i += 2) {
        lat += numbers[i] as number;
        lng += numbers[i + 1] as number;
        points.push([lat / 100, lng / 100]);
      }
      return points;
    }),
  );
}

export const italyOutline = () => decodeOutline(ITALY_OUTLINE);
export const neighboursOutline = () => decodeOutline(NEIGHBOURS_OUTLINE);

/** Italy's regions by ISO 3166-2 code. */
export const regionsOutline = (): Record<string, Outline> =>
  Object.fromEntries(Object.entries(REGIONS_OUTLINE).map(([code, encoded]) => [code, decodeOutline(encoded)]));

/** The borders between regions as lines of [lat, lng], as Leaflet's Polyline takes several. */
export const regionBorders = (): LatLngTuple[][] => decodeOutline(REGION_BORDERS).map(([line]) => line ?? []);
