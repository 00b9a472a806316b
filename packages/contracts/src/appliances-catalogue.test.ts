import { describe, expect, it } from 'vitest';
import { applianceListQuerySchema, isPriceSearchLongEnough, priceSearchQuerySchema } from './appliances-catalogue';
import { LIMITS } from './limits';
import { MAX_PAGE } from './lists';

describe('the price search rule', () => {
  it(`needs ${LIMITS.priceSearchMin} characters, spaces at the ends and repeated inside not counted`, () => {
    expect(isPriceSearchLongEnough('ab')).toBe(false);
    expect(isPriceSearchLongEnough('  ab   ')).toBe(false);
    expect(isPriceSearchLongEnough('a b')).toBe(true);
    expect(isPriceSearchLongEnough('a    b')).toBe(true);
    expect(isPriceSearchLongEnough('abc')).toBe(true);
    // Characters, not UTF-16 units: two emoji are two characters.
    expect(isPriceSearchLongEnough('😀😀')).toBe(false);
  });

  it('refuses a NUL, a lone surrogate and a text over 100 characters', () => {
    expect(priceSearchQuerySchema.safeParse({ q: 'ab\u0000c' }).success).toBe(false);
    expect(priceSearchQuerySchema.safeParse({ q: 'abc\uD800' }).success).toBe(false);
    expect(priceSearchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(priceSearchQuerySchema.parse({})).toEqual({ q: '' });
  });
});

describe('the catalogue query', () => {
  it('takes a type, a brand, a price range and a sort of its own', () => {
    expect(
      applianceListQuerySchema.parse({
        type: ' Forno ',
        brand: 'Bosch',
        price_min: '100',
        price_max: '900',
        sort: 'price',
      }),
    ).toMatchObject({ type: 'Forno', brand: 'Bosch', price_min: 100, price_max: 900, sort: 'price', page: 1 });
    expect(applianceListQuerySchema.parse({}).sort).toBe('code');
  });

  it('refuses a range upside down, a price not whole, an unknown sort and a page beyond an integer', () => {
    const issue = (input: object) => applianceListQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ price_min: '900', price_max: '100' })).toBe('appliances.validation.priceRange');
    expect(issue({ price_min: '10.5' })).toBe('validation.invalidNumber');
    expect(issue({ price_min: '-1' })).toBe('validation.invalidNumber');
    expect(issue({ sort: 'id' })).toBe('appliances.validation.sort');
    expect(issue({ page: String(MAX_PAGE + 1) })).toBe('validation.invalidNumber');
    expect(issue({ page: '99999999999' })).toBe('validation.invalidNumber');
  });
});
