import { describe, expect, it } from 'vitest';
import { codesOf, parseDay, parseDecimal, salesLineRowSchema } from './sales';

describe('parseDecimal', () => {
  it('reads the ways an ERP or Excel writes an amount', () => {
    expect(parseDecimal('1234.5', 2)).toBe('1234.50');
    expect(parseDecimal('1234,5', 2)).toBe('1234.50');
    expect(parseDecimal('1.234,56', 2)).toBe('1234.56');
    expect(parseDecimal('1,234.56', 2)).toBe('1234.56');
    expect(parseDecimal('-150,00', 2)).toBe('-150.00');
    expect(parseDecimal(' 12 500,00 ', 2)).toBe('12500.00');
    expect(parseDecimal(999.994, 2)).toBe('999.99');
  });

  it('refuses what is not one number', () => {
    for (const bad of ['dieci', '', '1,2,3', '1.2.3', '12a', '--1', '1e5', ',', '.']) {
      expect(parseDecimal(bad, 2), bad).toBeNull();
    }
    expect(parseDecimal(Number.NaN, 2)).toBeNull();
    expect(parseDecimal(new Date(), 2)).toBeNull();
  });
});

describe('parseDay', () => {
  it('reads Italian, ISO and Excel dates', () => {
    expect(parseDay('31/12/2026')).toBe('2026-12-31');
    expect(parseDay('1.2.2026')).toBe('2026-02-01');
    expect(parseDay('2026-03-05')).toBe('2026-03-05');
    expect(parseDay('2026-03-05T00:00:00Z')).toBe('2026-03-05');
    expect(parseDay(new Date(Date.UTC(2025, 10, 20)))).toBe('2025-11-20');
    expect(parseDay('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses days that do not exist and other text', () => {
    for (const bad of ['31/02/2026', '29/02/2026', '2026-13-01', '00/01/2026', '12/2026', 'ieri', '01/01/1999']) {
      expect(parseDay(bad), bad).toBeNull();
    }
  });
});

describe('salesLineRowSchema', () => {
  const good = {
    date: '15/01/2026',
    agent: 'AG-NORD',
    client: 'MB0001',
    category: 'nn',
    product: 'Cucina',
    quantity: '2',
    amount: '1.340,50',
    invoice: 'FT-1',
    line: '2',
  };

  it('gives typed values', () => {
    expect(salesLineRowSchema.parse(good)).toEqual({
      ...good,
      date: '2026-01-15',
      category: 'NN',
      quantity: '2.000',
      amount: '1340.50',
      line: 2,
    });
  });

  it('names the column of each problem', () => {
    const result = salesLineRowSchema.safeParse({ ...good, date: 'x', amount: 'y', line: '1.5', product: '' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['date', 'imports.validation.date'],
        ['amount', 'imports.validation.amount'],
        ['line', 'imports.validation.line'],
        ['product', 'validation.required'],
      ]),
    );
  });

  it('refuses an invoice line written with a thousands separator, never reading 1.000 as line 1', () => {
    for (const line of ['1.000', '1,000']) {
      const issues = salesLineRowSchema.safeParse({ ...good, line }).error?.issues.map((i) => [i.path[0], i.message]);
      expect(issues, line).toEqual([['line', 'imports.validation.thousands']]);
    }
    expect(salesLineRowSchema.parse({ ...good, line: '1000' }).line).toBe(1000);
    expect(salesLineRowSchema.parse({ ...good, line: 7 }).line).toBe(7);
    for (const line of ['0', '-1', '1000001', 'uno', 2.5]) {
      const issues = salesLineRowSchema.safeParse({ ...good, line }).error?.issues.map((i) => [i.path[0], i.message]);
      expect(issues, String(line)).toEqual([['line', 'imports.validation.line']]);
    }
  });
});

describe('salesLineRowSchema amounts', () => {
  const line = {
    date: '15/01/2026',
    agent: 'A',
    client: 'C',
    category: 'NN',
    product: 'P',
    quantity: '1',
    invoice: 'F',
    line: '1',
  };

  it('refuses an amount with more decimals than cents, as 12.500 is twelve thousand five hundred in Italian', () => {
    for (const amount of ['12.500', '1,234', '2.100', '0,125']) {
      const result = salesLineRowSchema.safeParse({ ...line, amount });
      expect(result.success, amount).toBe(false);
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['amount', 'imports.validation.amount'],
      ]);
    }
  });

  it('keeps reading amounts written with cents, thousands marks or as a sheet number', () => {
    for (const [amount, read] of [
      ['12.500,00', '12500.00'],
      ['12,500.00', '12500.00'],
      ['12500', '12500.00'],
      ['12,5', '12.50'],
      [12500.004, '12500.00'],
    ] as const) {
      expect(salesLineRowSchema.parse({ ...line, amount }).amount, String(amount)).toBe(read);
    }
  });
});

describe('revenue categories', () => {
  it('group the codes as spec §9 says', () => {
    expect(codesOf('appliances')).toEqual(['E2', 'PN', 'PK']);
    expect(codesOf('worktops')).toEqual(['PJ', 'PL']);
    expect(codesOf('worktops_jit')).toEqual(['PJ']);
    expect(codesOf('expo')).toEqual(['NN', 'E2', 'PN', 'PK', 'PJ', 'PL', 'PS', 'PR']);
  });
});
