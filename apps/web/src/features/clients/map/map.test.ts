import { describe, expect, it } from 'vitest';
import { decodeOutline, italyOutline } from './outline';
import { spreadPoints } from './spread';
import { trendOf } from './trend';

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
