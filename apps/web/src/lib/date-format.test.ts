import { LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DATE_STYLES, formatMoment, localeOf } from './date-format';

/** Moments that move every field: one- and two-digit days, months, hours and minutes, midnight, leap days, years around 2000. */
function moments(): Date[] {
  const out: Date[] = [];
  for (const year of [1999, 2000, 2005, 2026, 2099, 2100, 9999]) {
    for (const [month, day] of [
      [0, 1],
      [1, 29],
      [8, 9],
      [9, 10],
      [11, 31],
    ] as const) {
      for (const [hour, minute] of [
        [0, 0],
        [9, 5],
        [12, 30],
        [23, 59],
      ] as const) {
        out.push(new Date(year, month, day, hour, minute));
      }
    }
  }
  return out;
}

describe('formatMoment', () => {
  it('writes the list style exactly as Intl does, in every language', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(localeOf(language), DATE_STYLES.list);
      for (const date of moments())
        expect(formatMoment('list', date, language), date.toString()).toBe(intl.format(date));
    }
  });

  it('leaves the other styles and years outside 1000-9999 to Intl', () => {
    const date = new Date(2026, 10, 22, 10, 5);
    expect(formatMoment('detail', date, 'fr')).toBe(new Intl.DateTimeFormat('fr-FR', DATE_STYLES.detail).format(date));
    const far = new Date(date);
    far.setFullYear(12026);
    expect(formatMoment('list', far, 'it')).toBe(new Intl.DateTimeFormat('it-IT', DATE_STYLES.list).format(far));
  });

  it('writes an unknown language as Italian', () => {
    const date = new Date(2026, 0, 2, 9, 5);
    expect(formatMoment('list', date, 'de')).toBe('02/01/26, 09:05');
  });
});
