import { describe, expect, it } from 'vitest';
import { readyStockRowSchema } from './ready-stock';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path[0], i.message]);

describe('readyStockRowSchema', () => {
  it('reads a whole quantity from 0 and an optional warehouse', () => {
    expect(readyStockRowSchema.parse({ code: 'FO-100', quantity: '3', warehouse: ' Verona ' })).toEqual({
      code: 'FO-100',
      quantity: 3,
      warehouse: 'Verona',
    });
    expect(readyStockRowSchema.parse({ code: 'FO-100', quantity: 0 })).toEqual({
      code: 'FO-100',
      quantity: 0,
      warehouse: null,
    });
  });

  it('refuses a quantity whose separator may be of thousands or of decimals, reads the clear ones', () => {
    // `1.000` is a thousand pieces in Italian and one elsewhere: refused, never read as 1.
    for (const quantity of ['1.000', '1,000', '12,345', '1.000.000', '1,000,000', ' 2.500 ']) {
      expect(issues(readyStockRowSchema.safeParse({ code: 'FO-100', quantity })), quantity).toEqual([
        ['quantity', 'imports.validation.thousands'],
      ]);
    }
    for (const [quantity, read] of [
      ['1000', 1000],
      ['1.000,00', 1000],
      ['1,000.00', 1000],
      ['1 000', 1000],
      ['3,0', 3],
      ['0,000', 0],
      [1000, 1000],
    ] as const) {
      expect(readyStockRowSchema.parse({ code: 'FO-100', quantity }).quantity, String(quantity)).toBe(read);
    }
  });

  it('refuses a negative, fractional or missing quantity', () => {
    for (const quantity of ['-1', '1,5', 'tre', '']) {
      expect(issues(readyStockRowSchema.safeParse({ code: 'FO-100', quantity })), quantity).toEqual([
        ['quantity', quantity === '' ? 'validation.required' : 'imports.validation.quantity'],
      ]);
    }
  });
});
