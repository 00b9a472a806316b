import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth';
import { isItalianVatNumber, isValidPassword, passwordSchema } from './validation';

describe('password policy (spec §5)', () => {
  it.each(['Portal-2026!', 'Aa1!aaaa', 'Zz9#zzzzzzzzzzzzzzzz'])('accepts %s', (p) =>
    expect(isValidPassword(p)).toBe(true),
  );
  it.each([
    ['too short', 'Aa1!aaa'],
    ['too long', 'Aa1!aaaaaaaaaaaaaaaaa'],
    ['no digit', 'Aaaa!aaaa'],
    ['no upper-case', 'aa1!aaaa'],
    ['no lower-case', 'AA1!AAAA'],
    ['no special', 'Aa1aaaaa'],
  ])('refuses a password with %s', (_, p) => {
    expect(passwordSchema.safeParse(p).error?.issues[0]?.message).toBe('validation.passwordPolicy');
  });
});

describe('Italian VAT number', () => {
  it('checks the check digit', () => {
    expect(isItalianVatNumber('01234560157')).toBe(true);
    expect(isItalianVatNumber('IT01234560157')).toBe(true);
    expect(isItalianVatNumber('01234560158')).toBe(false);
    expect(isItalianVatNumber('1234')).toBe(false);
  });
});

describe('registration', () => {
  const base = {
    username: 'mario.rossi',
    name: 'Mario',
    surname: 'Rossi',
    company_name: 'Rossi Arredi',
    vat_number: '01234560157',
    email: 'mario@example.it',
    phone: '+39 02 1234567',
    user_type: 'it_reseller',
    country: 'IT',
    province: 'MI',
    city: 'Milano',
    postal_code: '20121',
    address: 'Via Roma 1',
    privacy: true,
  };
  const fieldErrors = (v: object) =>
    Object.fromEntries(
      (registerRequestSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );

  it('accepts a complete Italian reseller', () => expect(fieldErrors(base)).toEqual({}));
  it('needs privacy consent, a 2-letter province and a valid VAT number in Italy', () => {
    expect(fieldErrors({ ...base, privacy: false, province: 'MIL', vat_number: '01234560158' })).toEqual({
      privacy: 'validation.privacyRequired',
      province: 'validation.provinceLength',
      vat_number: 'validation.vatNumber',
    });
  });
  it('asks press for the magazine, not the company', () => {
    expect(fieldErrors({ ...base, user_type: 'press', company_name: undefined })).toEqual({
      magazine: 'validation.required',
    });
  });
  it('needs a 6-character customer code when one is given', () => {
    expect(fieldErrors({ ...base, customer_code: 'AB12' })).toEqual({ customer_code: 'validation.customerCodeLength' });
  });
});
