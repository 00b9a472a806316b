import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequestSchema, registerRequestSchema } from './auth';
import { clientListQuerySchema, clientPrintRequestSchema } from './clients';
import { parseDay } from './import-cells';
import { LANGUAGES } from './languages';
import { listQuerySchema, MAX_PAGE } from './lists';
import { materialInputSchema, materialQuantitySchema } from './materials';
import { translate } from './messages';
import { sheetFieldsCompleteSchema, sheetFieldsDraftSchema } from './sheets';
import {
  DATE_YEARS,
  dateOrEmptySchema,
  dateSchema,
  emailSchema,
  hasVisibleText,
  idSchema,
  isItalianVatNumber,
  isStorableText,
  isValidPassword,
  MAX_INT,
  optionalString,
  passwordSchema,
  requiredString,
} from './validation';

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

describe('text and numbers the database can store (PRODUCT.md §7)', () => {
  const first = (schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, v: unknown) =>
    schema.safeParse(v).error?.issues[0]?.message;

  it.each(['a\u0000b', '\u0000', '\ud800', 'x\udc00y', '\udc00\ud800', 'ok\ud83d'])(
    'refuses %j in every kind of text field',
    (v) => {
      expect(isStorableText(v)).toBe(false);
      for (const schema of [requiredString(), optionalString(), emailSchema, passwordSchema]) {
        expect(first(schema, v)).toBe('validation.invalidText');
      }
      expect(first(loginRequestSchema, { username: v, password: 'x' })).toBe('validation.invalidText');
      expect(first(listQuerySchema, { q: v })).toBe('validation.invalidText');
      expect(first(clientListQuerySchema, { location: v })).toBe('validation.invalidText');
      expect(first(sheetFieldsDraftSchema, { legal_seat: { company_name: 'Rossi', city: v } })).toBe(
        'validation.invalidText',
      );
    },
  );

  it.each(['\u200b', ' \u200c\u200d\u2060 ', '\u00ad', '\u3164', '\ufeff\u200e'])(
    'takes %j, which shows nothing, as a missing required text',
    (v) => {
      expect(hasVisibleText(v)).toBe(false);
      expect(first(requiredString(), v)).toBe('validation.required');
    },
  );

  it('keeps a required text with something to see among invisible characters', () => {
    expect(requiredString().parse('\u200bRossi\u200b')).toBe('\u200bRossi\u200b');
    expect(hasVisibleText('😀')).toBe(true);
  });

  it('keeps well-formed text, accents and emoji included', () => {
    expect(isStorableText('Città 😀 ü\t')).toBe(true);
    expect(requiredString().parse('  Città 😀 ')).toBe('Città 😀');
  });

  it.each([1, '42', MAX_INT, String(MAX_INT)])('accepts the id %j', (v) => expect(idSchema.parse(v)).toBe(Number(v)));
  it.each([0, -1, MAX_INT + 1, '2147483648', 2 ** 63, 1.5, 'abc', '', Number.POSITIVE_INFINITY, null])(
    'refuses the id %j',
    (v) => expect(first(idSchema, v)).toBe('validation.invalidNumber'),
  );
  // Not numbers at all: coercion made true row 1 and [20] row 20 (an outside tester, on quantities).
  it.each([true, false, [20], [], {}, '2e1'])('refuses the id given as %j', (v) =>
    expect(first(idSchema, v)).toBe('validation.invalidNumber'),
  );
  it.each([true, [20], '0x14', '2e1', 0, 100_001])('refuses the material quantity %j', (v) =>
    expect(first(materialQuantitySchema, v)).toBe('validation.quantity'),
  );
  it.each([1, '20', 100_000])('accepts the material quantity %j', (v) =>
    expect(materialQuantitySchema.parse(v)).toBe(Number(v)),
  );
  // One row, one address: only decimal digits name it.
  it.each(['0x1', '0b1', '1e0', '+1', '1.0', ' 1', '1 ', '١'])('refuses the id written %j', (v) =>
    expect(first(idSchema, v)).toBe('validation.invalidNumber'),
  );

  it('uses the one id schema in queries and bodies', () => {
    expect(first(clientListQuerySchema, { agent: '2147483648' })).toBe('validation.invalidNumber');
    expect(first(clientPrintRequestSchema, { output: 'pdf', clients_id: [1, 2 ** 31] })).toBe(
      'validation.invalidNumber',
    );
    expect(first(sheetFieldsDraftSchema, { legal_seat: { company_name: 'R' }, agency: { agency_id: 2 ** 31 } })).toBe(
      'validation.invalidNumber',
    );
  });

  it('bounds the page so that its offset stays an integer', () => {
    expect(listQuerySchema.parse({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
    expect(first(listQuerySchema, { page: MAX_PAGE + 1 })).toBe('validation.invalidNumber');
    expect((MAX_PAGE - 1) * 100).toBeLessThanOrEqual(MAX_INT);
  });

  it('still asks for the agency of a complete sheet as a required field', () => {
    const issues = sheetFieldsCompleteSchema.safeParse({ agency: {} }).error?.issues ?? [];
    expect(issues.find((i) => i.path.join('.') === 'agency.agency_id')?.message).toBe('validation.required');
  });
});

describe('messages say what is wrong, not only that something is missing', () => {
  it('a one-letter signer name is too short, an empty one required', async () => {
    const { signSubmitSchema } = await import('./signing');
    const issue = (name: string) =>
      signSubmitSchema
        .safeParse({ code: '123456', signer_name: name, signature: { kind: 'typed', data: 'Anna Verdi' } })
        .error?.issues.find((i) => i.path[0] === 'signer_name')?.message;
    expect(issue('M')).toBe('validation.tooShort');
    expect(issue('')).toBe('validation.required');
  });

  it('an unknown registration kind is invalid, a missing one required', async () => {
    const { registerRequestSchema } = await import('./auth');
    const kind = (user_type: unknown) =>
      registerRequestSchema.safeParse({ user_type }).error?.issues.find((i) => i.path[0] === 'user_type')?.message;
    expect(kind('admin')).toBe('validation.invalidType');
    expect(kind(undefined)).toBe('validation.required');
  });
});

describe('dates: a real day of DATE_YEARS, on every date field (an impossible one answered 500)', () => {
  const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('takes years 1900 to 2999, as its message says in every language', () => {
    expect(DATE_YEARS).toEqual({ min: 1900, max: 2999 });
    for (const lang of LANGUAGES) {
      expect(translate(lang, 'validation.date')).toContain(`${DATE_YEARS.min}`);
      expect(translate(lang, 'validation.date')).toContain(`${DATE_YEARS.max}`);
    }
  });

  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '1900-01-01', '2999-12-31', '2026-04-30'])('accepts %s', (v) =>
    expect(dateSchema.parse(v)).toBe(v),
  );

  it.each([
    ['30 February', '2026-02-30'],
    ['31 February', '2026-02-31'],
    ['31 April', '2026-04-31'],
    ['29 February of a common year', '2025-02-29'],
    ['29 February of a century not divisible by 400', '2100-02-29'],
    ['month 0', '2026-00-10'],
    ['month 13', '2026-13-01'],
    ['day 0', '2026-01-00'],
    ['day 32', '2026-01-32'],
    ['year 0', '0000-01-01'],
    ['a year before 1900', '1899-12-31'],
    ['a year after 2999', '3000-01-01'],
    ['a five-digit year', '10000-01-01'],
    ['a signed year', '+02026-01-01'],
    ['one-digit month and day', '2026-1-1'],
    ['a time', '2026-01-01T00:00:00Z'],
    ['the Italian order', '31/01/2026'],
    ['non-ASCII digits', '\u0662\u0660\u0662\u0666-01-01'],
    ['empty text', ''],
  ])('refuses %s with validation.date', (_, v) => {
    expect(message(dateSchema, v)).toBe('validation.date');
  });

  it('refuses a NUL byte as every text field does, and a number', () => {
    expect(message(dateSchema, '2026-01-01\u0000')).toBe('validation.invalidText');
    expect(dateSchema.safeParse(20260101).success).toBe(false);
  });

  it('trims, and the empty variant takes "" for no date', () => {
    expect(dateSchema.parse(' 2026-03-01 ')).toBe('2026-03-01');
    expect(dateOrEmptySchema.parse('')).toBe('');
    expect(dateOrEmptySchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(message(dateOrEmptySchema, '2026-02-30')).toBe('validation.date');
  });

  it('is `format: date` in JSON Schema, which the OpenAPI test finds every date field by', () => {
    expect(z.toJSONSchema(dateSchema)).toMatchObject({ type: 'string', format: 'date' });
    expect(z.toJSONSchema(dateOrEmptySchema)).toMatchObject({ type: 'string', format: 'date' });
  });

  it('is the rule of the material first edition and the sheet activation date, draft and complete', () => {
    const edition = materialInputSchema.shape.first_edition;
    expect(message(edition, '2026-02-30')).toBe('validation.date');
    expect(message(edition, '0000-01-01')).toBe('validation.date');
    expect(edition.parse(undefined)).toBeUndefined();
    const draft = (activation_date: string) =>
      sheetFieldsDraftSchema
        .safeParse({ legal_seat: { company_name: 'Rossi' }, terms: { activation_date } })
        .error?.issues.find((i) => i.path.join('.') === 'terms.activation_date')?.message;
    expect(draft('2026-02-31')).toBe('validation.date');
    expect(draft('0000-01-01')).toBe('validation.date');
    expect(draft('')).toBeUndefined();
    expect(draft('2026-02-28')).toBeUndefined();
  });

  it('is the calendar of the imports too, which also keep their 2000..2099 window', () => {
    for (const bad of ['2026-02-30', '30/02/2026', '29.02.2025', '0000-01-01', '31-04-2026', '01/01/1999']) {
      expect(parseDay(bad), bad).toBeNull();
    }
    expect(parseDay(new Date(Date.UTC(2026, 1, 28)))).toBe('2026-02-28');
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
  });
});
