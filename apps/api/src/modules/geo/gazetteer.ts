import { COUNTRY_CENTROIDS, PROVINCE_PLACES } from './gazetteer-data';
import { normalisePlace } from './normalise';

/** Where an address was placed: its municipality, its province's centroid or its country's. */
export type Placed = { lat: number; lng: number; precision: 'place' | 'province' | 'country' };
export type Address = { city?: string | null; province?: string | null; country?: string | null };

type Point = [number, number];
type Province = { centroid: Point; places: Map<string, Point> };
type Gazetteer = { provinces: Map<string, Province>; italy: Map<string, Point | null>; countries: Map<string, Point> };

const point = (lat: string | undefined, lng: string | undefined): Point => [Number(lat), Number(lng)];

let loaded: Gazetteer | undefined;

/** Reads the shipped data once, on the first lookup (about 10 ms), not when the process starts. */
function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const provinces = new Map<string, Province>();
  // A name found in one province only, for an address whose province is missing or wrong.
  const italy = new Map<string, Point | null>();
  for (const line of PROVINCE_PLACES.split('\n')) {
    const [code, centroid, ...entries] = line.split(';');
    const [cLat, cLng] = (centroid ?? '').split(',');
    const places = new Map<string, Point>();
    for (const entry of entries) {
      const [name = '', lat, lng] = entry.split(',');
      const p = point(lat, lng);
      places.set(name, p);
      italy.set(name, italy.has(name) ? null : p);
    }
    provinces.set(code ?? '', { centroid: point(cLat, cLng), places });
  }
  const countries = new Map<string, Point>();
  for (const entry of COUNTRY_CENTROIDS.split(';')) {
    const [code = '', lat, lng] = entry.split(',');
    countries.set(code, point(lat, lng));
  }
  loaded = { provinces, italy, countries };
  return loaded;
}

const placed = ([lat, lng]: Point, precision: Placed['precision']): Placed => ({ lat, lng, precision });

/**
 * The coordinates of an address without any online service: for Italy the municipality within
 * its province (names compared without case, accents or apostrophes), else the province's
 * centroid, else the country's centroid; null when even the country is unknown.
 */
export function locate(address: Address): Placed | null {
  const g = gazetteer();
  const country = (address.country ?? 'IT').trim().toUpperCase() || 'IT';
  const city = normalisePlace(address.city ?? '');
  if (country === 'IT') {
    const province = g.provinces.get((address.province ?? '').trim().toUpperCase());
    const inProvince = city ? province?.places.get(city) : undefined;
    if (inProvince) return placed(inProvince, 'place');
    if (province) return placed(province.centroid, 'province');
    const anywhere = city ? g.italy.get(city) : undefined;
    if (anywhere) return placed(anywhere, 'place');
  }
  const centroid = g.countries.get(country);
  return centroid ? placed(centroid, 'country') : null;
}
