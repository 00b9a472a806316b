import { describe, expect, it } from 'vitest';
import { IMPORT_REJECTED_ROW_CHARS, keptCells, keptHeader } from './rejected-rows';

describe("a rejected row's values as kept", () => {
  it('keeps numbers and text, a day as the day, and drops the blanks at the end', () => {
    expect(keptCells(['A', 12.5, true, new Date(Date.UTC(2026, 2, 4)), null, '', undefined])).toEqual([
      'A',
      12.5,
      true,
      '2026-03-04',
    ]);
    expect(keptCells(['', 'x', null])).toEqual(['', 'x']);
  });

  it('writes what jsonb or a worksheet cannot hold as U+FFFD', () => {
    expect(keptCells(['a\u0000b', 'c\u0007d\u001b', 'tab\tnew\nline', 'e\ud800f', 'ok 😀'])).toEqual([
      'a\uFFFDb',
      'c\uFFFDd\uFFFD',
      'tab\tnew\nline',
      'e\uFFFDf',
      'ok 😀',
    ]);
    expect(keptHeader(['Nome\u0000', 'x'.repeat(500)])).toEqual(['Nome\uFFFD', 'x'.repeat(200)]);
  });

  it("keeps at most a row's worth of text, and no cell over Excel's limit", () => {
    const kept = keptCells(['a'.repeat(40_000), 'b'.repeat(40_000), 'c'.repeat(40_000), 7]);
    expect(kept.map((cell) => (typeof cell === 'string' ? cell.length : cell))).toEqual([
      32_767,
      32_767,
      IMPORT_REJECTED_ROW_CHARS - 2 * 32_767,
      7,
    ]);
  });
});
