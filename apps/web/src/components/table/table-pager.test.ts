import { describe, expect, it } from 'vitest';
import { pagerRange } from './table-pager';

describe('pagerRange', () => {
  it('shows an exact total as it is', () => {
    expect(pagerRange({ page: 2, pageSize: 20, total: 45 })).toEqual({ from: 21, to: 40, pages: 3 });
    expect(pagerRange({ page: 3, pageSize: 20, total: 45 })).toEqual({ from: 41, to: 45, pages: 3 });
  });

  it('keeps offering the next page past a capped total while pages are full', () => {
    expect(pagerRange({ page: 1, pageSize: 20, total: 10_000, totalCapped: true, rowsOnPage: 20 })).toEqual({
      from: 1,
      to: 20,
      pages: 500,
    });
    expect(pagerRange({ page: 500, pageSize: 20, total: 10_000, totalCapped: true, rowsOnPage: 20 }).pages).toBe(501);
    expect(pagerRange({ page: 612, pageSize: 20, total: 10_000, totalCapped: true, rowsOnPage: 7 })).toEqual({
      from: 12_221,
      to: 12_227,
      pages: 612,
    });
  });
});
