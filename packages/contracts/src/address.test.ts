import './zod-config';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerRequestSchema } from './auth';
import { sheetFieldsCompleteSchema, sheetFieldsDraftSchema } from './sheets';

/*
 * The four forms that take an address (the registration, a sheet's draft, its complete legal seat
 * and its other addresses) keep their own lengths and rules, built by one schema: each limit and
 * message checked here on each form.
 */
const messages = (schema: z.ZodType, value: unknown, path: string) =>
  (schema.safeParse(value).error?.issues ?? []).filter((i) => i.path.join('.') === path).map((i) => i.message);

const registration = {
  username: 'mario.rossi',
  name: 'Mario',
  surname: 'Rossi',
  company_name: 'Rossi S.r.l.',
  vat_number: '01234567897',
  email: 'mario@example.com',
  phone: '+39 02 1234567',
  user_type: 'foreign_reseller',
  country: 'FR',
  province: '',
  city: 'Lyon',
  postal_code: '69001',
  address: '1 rue de la République',
  privacy: true,
};
const register = (change: Record<string, unknown>, path: string) =>
  messages(registerRequestSchema, { ...registration, ...change }, path);

const draft = (seat: Record<string, unknown>, path: string) =>
  messages(sheetFieldsDraftSchema, { legal_seat: { company_name: 'A', ...seat } }, `legal_seat.${path}`);
const complete = (section: 'legal_seat' | 'postal_address', change: Record<string, unknown>, path: string) => {
  // The other sections are left out: only this field's own messages are read.
  const value = { legal_seat: seat, [section]: { ...(section === 'legal_seat' ? seat : {}), ...change } };
  return messages(sheetFieldsCompleteSchema, value, `${section}.${path}`);
};
const seat = {
  company_name: 'Arredamenti Brambilla S.r.l.',
  address: 'Via Italia 12',
  postal_code: '20900',
  city: 'Monza',
  province: 'mb',
  country: 'it',
};
const other = { same_as_legal_seat: false, address: 'Via Roma 1', city: 'Milano', postal_code: '20100', country: 'IT' };

describe('the address a form takes', () => {
  it('allows 200 characters of street and 100 of city everywhere', () => {
    expect(register({ address: 'a'.repeat(200), city: 'a'.repeat(100) }, 'address')).toEqual([]);
    expect(register({ address: 'a'.repeat(201) }, 'address')).toEqual(['validation.tooLong']);
    expect(register({ city: 'a'.repeat(101) }, 'city')).toEqual(['validation.tooLong']);
    expect(draft({ address: 'a'.repeat(201) }, 'address')).toEqual(['validation.tooLong']);
    expect(draft({ city: 'a'.repeat(101) }, 'city')).toEqual(['validation.tooLong']);
    expect(complete('legal_seat', { city: 'a'.repeat(101) }, 'city')).toEqual(['validation.tooLong']);
    expect(complete('postal_address', { ...other, address: 'a'.repeat(201) }, 'address')).toEqual([
      'validation.tooLong',
    ]);
  });

  it('allows a postal code of 12 at registration and of 10 on a sheet', () => {
    expect(register({ postal_code: 'A'.repeat(12) }, 'postal_code')).toEqual([]);
    expect(register({ postal_code: 'A'.repeat(13) }, 'postal_code')).toEqual(['validation.tooLong']);
    expect(draft({ postal_code: 'A'.repeat(11) }, 'postal_code')).toEqual(['validation.tooLong']);
    expect(complete('legal_seat', { country: 'FR', postal_code: 'A'.repeat(11) }, 'postal_code')).toEqual([
      'validation.tooLong',
    ]);
    expect(complete('postal_address', { ...other, country: 'FR', postal_code: 'A'.repeat(10) }, 'postal_code')).toEqual(
      [],
    );
  });

  it('requires the parts on the registration and the complete legal seat, not on a draft', () => {
    expect(register({ city: '  ' }, 'city')).toEqual(['validation.required']);
    expect(complete('legal_seat', { address: '' }, 'address')).toEqual(['validation.required']);
    expect(draft({ address: '', city: undefined }, 'address')).toEqual([]);
  });

  it('takes a province of up to 10 at registration, 2 on a draft and 50 on a complete sheet', () => {
    expect(register({ province: 'A'.repeat(11) }, 'province')).toEqual(['validation.provinceLength']);
    expect(register({ province: 'A'.repeat(10) }, 'province')).toEqual([]);
    expect(draft({ province: 'abc' }, 'province')).toEqual(['validation.provinceLength']);
    expect(complete('legal_seat', { country: 'FR', province: 'A'.repeat(51) }, 'province')).toEqual([
      'validation.tooLong',
    ]);
    expect(
      sheetFieldsDraftSchema.parse({ legal_seat: { company_name: 'A', province: ' mb ' } }).legal_seat.province,
    ).toBe('MB');
  });

  it('checks the country as two capitals at registration, uppercases it on a sheet', () => {
    expect(register({ country: 'fr' }, 'country')).toEqual(['validation.country']);
    expect(complete('legal_seat', { country: 'ITA' }, 'country')).toEqual(['validation.tooLong']);
    expect(complete('legal_seat', { country: '1T' }, 'country')).toEqual(['validation.country']);
    expect(complete('legal_seat', { country: 'it' }, 'country')).toEqual([]);
    expect(sheetFieldsDraftSchema.parse({ legal_seat: { company_name: 'A', country: 'fr' } }).legal_seat.country).toBe(
      'FR',
    );
  });
});
