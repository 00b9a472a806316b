import { describe, expect, expectTypeOf, it } from 'vitest';
import { SHEET_SECTIONS, type SheetSectionKey } from './sheet-sections';
import { type SheetFieldsDraft, sheetFieldsDraftSchema } from './sheets';

describe('the sheet sections', () => {
  it('are the sections of the sheet schema, each once', () => {
    expectTypeOf<SheetSectionKey>().toEqualTypeOf<keyof SheetFieldsDraft>();
    const keys = SHEET_SECTIONS.map((section) => section.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(sheetFieldsDraftSchema.shape).sort());
  });
});
