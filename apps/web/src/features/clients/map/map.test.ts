import type { LatLngTuple } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { decodeOutline, italyOutline, type Outline, regionBorders, regionsOutline } from './outline';
import { spreadPoints } from './spread';
import { trendOf } from './trend';

/** Even-odd ray casting over every ring, so a hole (San Marino, the Vatican) is outside. */
function contains(outline: Outline, [lat, lng]: LatLngTuple): boolean {
  let inside = false;
  for (const ring of outline.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [latI, lngI] = ring[i] as LatLngTuple;
      const [latJ, lngJ] = ring[j] as LatLngTuple;
      if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) inside = !inside;
    }
  }
  return inside;
}

describe('the client map helpers', () => {
  it('reads the shipped outline: Italy lies where it should', () => {
    expect(decodeOutline('4500,900,1,-2,3,4')).toEqual([
      [
        [
          [45, 9],
          [45.01, 8.98],
          [45.04, 9.02],
        ],
      ],
    ]);
    const points = italyOutline().flat(2);
    expect(points.length).toBeGreaterThan(300);
    for (const [lat, lng] of points) {
      expect(lat).toBeGreaterThan(35);
      expect(lat).toBeLessThan(47.2);
      expect(lng).toBeGreaterThan(6.5);
      expect(lng).toBeLessThan(18.6);
    }
  });

  it('reads the shipped regions: twenty, each town in its own', () => {
    const regions = regionsOutline();
    expect(Object.keys(regions)).toHaveLength(20);
    for (const [code, outline] of Object.entries(regions)) {
      expect(code).toMatch(/^IT-\d\d$/);
      const points = outline.flat(2);
      expect(Math.min(...points.map(([lat]) => lat))).toBeGreaterThan(35);
      expect(Math.max(...points.map(([lat]) => lat))).toBeLessThan(47.2);
      expect(Math.min(...points.map(([, lng]) => lng))).toBeGreaterThan(6.5);
      expect(Math.max(...points.map(([, lng]) => lng))).toBeLessThan(18.6);
    }
    const towns: [string, LatLngTuple][] = [
      ['IT-25', [45.46, 9.19]], // Milan, Lombardy
      ['IT-62', [41.9, 12.5]], // Rome, Lazio
      ['IT-21', [45.07, 7.69]], // Turin, Piedmont
      ['IT-72', [40.85, 14.27]], // Naples, Campania
      ['IT-82', [38.12, 13.36]], // Palermo, Sicily
      ['IT-88', [39.22, 9.12]], // Cagliari, Sardinia
      ['IT-32', [46.5, 11.35]], // Bolzano, Trentino-Alto Adige
    ];
    for (const [code, town] of towns) {
      const inside = Object.keys(regions).filter((c) => contains(regions[c] as Outline, town));
      expect(inside, `${town} in ${code}`).toEqual([code]);
    }
    // San Marino is in no region.
    expect(Object.values(regions).some((outline) => contains(outline, [43.94, 12.45]))).toBe(false);
  });

  it('draws only the borders between regions, where two regions meet', () => {
    const regions = Object.values(regionsOutline());
    const vertices = regions.map((outline) => new Set(outline.flat(2).map(([lat, lng]) => `${lat},${lng}`)));
    const borders = regionBorders();
    expect(borders.length).toBeGreaterThanOrEqual(10);
    for (const line of borders) {
      expect(line.length).toBeGreaterThanOrEqual(2);
      for (const [lat, lng] of line) {
        const shared = vertices.filter((set) => set.has(`${lat},${lng}`)).length;
        expect(shared, `${lat},${lng} on a border`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('spreads clients sharing a place around it, the same way every time, and leaves the others', () => {
    const lat = [45.464, 45.464, 45.464, 41.9, 45.464];
    const lng = [9.19, 9.19, 9.19, 12.5, 9.19];
    const spread = spreadPoints(lat, lng);
    expect(spread).toEqual(spreadPoints(lat, lng));
    expect([spread.lat[0], spread.lng[0]]).toEqual([45.464, 9.19]);
    expect([spread.lat[3], spread.lng[3]]).toEqual([41.9, 12.5]);
    const keys = new Set(spread.lat.map((a, i) => `${a},${spread.lng[i]}`));
    expect(keys.size).toBe(5);
    for (const i of [1, 2, 4]) {
      const metres = Math.hypot(
        ((spread.lat[i] as number) - 45.464) * 111_320,
        ((spread.lng[i] as number) - 9.19) * 111_320 * Math.cos((45.464 * Math.PI) / 180),
      );
      expect(metres).toBeGreaterThan(100);
      expect(metres).toBeLessThan(300);
    }
  });

  it('calls a trend up, down or none', () => {
    expect(trendOf(120, 100)).toBe('up');
    expect(trendOf(100, 100)).toBe('up');
    expect(trendOf(80, 100)).toBe('down');
    expect(trendOf(0, 0)).toBe('none');
  });
});
