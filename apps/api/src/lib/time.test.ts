import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './time';

describe('isoTimestamp', () => {
  it('answers what Date would, for every fraction PostgreSQL writes', () => {
    for (const text of [
      '2026-10-08 15:54:28+00',
      '2026-10-08 15:54:28.5+00',
      '2026-10-08 15:54:28.0897+00',
      '2026-10-08 15:54:28.999999+00',
      '1999-12-31 23:59:59.001+00',
    ]) {
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
    }
  });

  it('reads other offsets and Dates through Date', () => {
    expect(isoTimestamp('2026-10-08 17:54:28.1+02')).toBe('2026-10-08T15:54:28.100Z');
    expect(isoTimestamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
  });
});
