import { LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, localeOf } from './format';

describe('format', () => {
  it('formats numbers for the language', () => {
    expect(formatNumber(1234.5, 'it')).toBe('1234,5');
    expect(formatNumber(12345.5, 'it')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
  });

  it('writes whole numbers exactly as Intl does, in every language', () => {
    const values = [0, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_234_567, 12_345_678];
    values.push(123_456_789, 1_000_000_000, Number.MAX_SAFE_INTEGER);
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(localeOf(language));
      for (const value of values)
        expect(formatNumber(value, language), `${language} ${value}`).toBe(intl.format(value));
    }
    expect(formatNumber(-1234, 'en')).toBe('-1,234');
    expect(formatNumber(12345, 'de')).toBe('12.345');
  });

  it('formats dates for the language and shows a dash for none', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'it')).toContain('mar');
    expect(formatDate('2026-03-05T10:00:00Z', 'fr')).toContain('mars');
    expect(formatDate(null, 'it')).toBe('—');
  });
});
