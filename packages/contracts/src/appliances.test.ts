import { describe, expect, it } from 'vitest';
import { applianceRowSchema, eanCheckDigit, isValidEan } from './appliances';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path[0], i.message]);

describe('EAN', () => {
  it('accepts EAN-13 and EAN-8 with the right check digit', () => {
    for (const ean of ['4006381333931', '8001234567897', '0012345678905', '96385074', '40170725']) {
      expect(isValidEan(ean), ean).toBe(true);
    }
    expect(eanCheckDigit('400638133393')).toBe(1);
  });

  it('refuses a wrong check digit, other lengths and other characters', () => {
    for (const ean of ['4006381333932', '96385075', '123456789012', '40063813339310', '400638133393X', '']) {
      expect(isValidEan(ean), ean).toBe(false);
    }
  });
});

describe('applianceRowSchema', () => {
  const good = {
    code: 'FO-100',
    ean: '4006381333931',
    type: 'Forno',
    brand: 'Bosch',
    internal_code: 'INT-1',
    description: 'Forno da incasso 60 cm',
    price: '1.234,50',
    weight: '35,5',
  };

  it('gives typed values, reading prices and EANs as the ERP and Excel write them', () => {
    expect(applianceRowSchema.parse(good)).toEqual({ ...good, price: '1234.50', weight: '35.50' });
    expect(applianceRowSchema.parse({ ...good, price: '1234.5', weight: '' })).toMatchObject({
      price: '1234.50',
      weight: null,
    });
    // A file without the weight column: the key is missing.
    const { weight: _, ...noWeight } = good;
    expect(applianceRowSchema.parse({ ...noWeight, price: 999.999 })).toMatchObject({ price: '1000.00', weight: null });
    // A sheet's number loses the leading zero; the EAN is padded back and its check digit still holds.
    expect(applianceRowSchema.parse({ ...good, ean: 12345678905 }).ean).toBe('0012345678905');
    expect(applianceRowSchema.parse({ ...good, ean: '400 6381 33393-1' }).ean).toBe('4006381333931');
  });

  it('names the column of each problem', () => {
    expect(issues(applianceRowSchema.safeParse({ ...good, ean: '4006381333932', price: '-1,00' }))).toEqual([
      ['ean', 'imports.validation.ean'],
      ['price', 'imports.validation.negative'],
    ]);
    // `1,234` or `2.100` is a thousands separator, not cents: refused rather than read as 1.23 or 2.10.
    for (const price of ['1,234', '2.100', '12,345', 'dieci', '1.2.3', '']) {
      expect(issues(applianceRowSchema.safeParse({ ...good, price })), price).toEqual([
        ['price', price === '' ? 'validation.required' : 'imports.validation.price'],
      ]);
    }
    expect(issues(applianceRowSchema.safeParse({ ...good, weight: 'heavy', brand: '', code: 'x'.repeat(41) }))).toEqual(
      expect.arrayContaining([
        ['weight', 'imports.validation.weight'],
        ['brand', 'validation.required'],
        ['code', 'validation.tooLong'],
      ]),
    );
    expect(issues(applianceRowSchema.safeParse({ ...good, description: 'a\u0000b' }))).toEqual([
      ['description', 'validation.invalidText'],
    ]);
  });
});
