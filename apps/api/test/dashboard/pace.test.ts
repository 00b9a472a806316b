import { describe, expect, it } from 'vitest';
import { paceOfBudget, yearEndPace, yearFraction } from '../../src/modules/sales/pace';

describe('the year-end pace', () => {
  it('counts the share of the year gone by the end of the day', () => {
    expect(yearFraction('2026-01-01')).toBeCloseTo(1 / 365);
    expect(yearFraction('2026-12-31')).toBe(1);
    expect(yearFraction('2024-12-31')).toBe(1);
    // 2024 is a leap year: 1 March is its 61st day of 366.
    expect(yearFraction('2024-03-01')).toBeCloseTo(61 / 366);
    expect(yearFraction('2026-03-01')).toBeCloseTo(60 / 365);
  });

  it('extends this year so far to its end at the same pace', () => {
    expect(yearEndPace(1000, '2026-12-31')).toBe(1000);
    // Half of 2026 gone at the end of 2 July (183 of 365 days).
    expect(yearEndPace(183, '2026-07-02')).toBe(365);
    expect(yearEndPace(0, '2026-05-10')).toBe(0);
    expect(yearEndPace(10, '2026-01-03')).toBe(1216.67);
  });

  it('says that end as a share of the budget, or nothing without one', () => {
    expect(paceOfBudget(1100, 1000)).toBe(110);
    expect(paceOfBudget(333, 1000)).toBe(33.3);
    expect(paceOfBudget(1000, null)).toBeNull();
    expect(paceOfBudget(1000, 0)).toBeNull();
  });
});
