import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';

describe('format', () => {
  it('formats numbers for the language', () => {
    expect(formatNumber(1234.5, 'it')).toBe('1234,5');
    expect(formatNumber(12345.5, 'it')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
  });

  it('formats dates for the language and shows a dash for none', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'it')).toContain('mar');
    expect(formatDate('2026-03-05T10:00:00Z', 'fr')).toContain('mars');
    expect(formatDate(null, 'it')).toBe('—');
  });
});
