import { isItalianVatNumber } from './validation';

/** Client sheets: the rules of single fields (IBAN, tax code, SDI code, discounts, payment days). */

/** ISO 13616 lengths of the countries our clients bank in; others need 15 to 34 characters. */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  ES: 24,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  IE: 22,
  IT: 27,
  LU: 20,
  MC: 27,
  MT: 31,
  NL: 18,
  PL: 28,
  PT: 25,
  SI: 19,
  SM: 27,
  VA: 22,
};

export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** IBAN: country, two check digits and the account, with the mod-97 check of ISO 7064. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  if (iban.startsWith('IT') || iban.startsWith('SM')) {
    // CIN letter, ABI and CAB digits, 12-character account.
    if (!/^[A-Z]{2}\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(iban)) return false;
  }
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** ABI and CAB as written in an Italian IBAN (positions 6-10 and 11-15). */
export function ibanBankCodes(value: string): { abi: string; cab: string } | null {
  const iban = normalizeIban(value);
  if (!/^(IT|SM)\d{2}[A-Z]\d{10}/.test(iban)) return null;
  return { abi: iban.slice(5, 10), cab: iban.slice(10, 15) };
}

const ODD_VALUES: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

/** The check letter of a 16-character personal tax code (codice fiscale), from its first 15. */
export function taxCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i] ?? '';
    if (i % 2 === 0) sum += ODD_VALUES[ch] ?? 0;
    else sum += /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

// Omocodia replaces digits with L M N P Q R S T U V.
const PERSONAL_TAX_CODE = /^[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]$/;

/** Tax code: a person's 16-character code with its check letter, or a company's 11 digits. */
export function isItalianTaxCode(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (/^\d{11}$/.test(v)) return isItalianVatNumber(v);
  return PERSONAL_TAX_CODE.test(v) && taxCodeCheckLetter(v.slice(0, 15)) === v[15];
}

/** SDI recipient code: 7 characters; 0000000 means "deliver to the certified e-mail". */
export const SDI_NO_CODE = '0000000';
export const isValidSdiCode = (value: string) => /^[A-Z0-9]{7}$/.test(value.trim().toUpperCase());

/** One or more cascading discounts, e.g. `50` or `50+10` or `12,5`. */
export const DISCOUNT = /^\d{1,2}([.,]\d{1,2})?(\+\d{1,2}([.,]\d{1,2})?)*$/;
/** Fixed payment days of the month, e.g. `10` or `10,25`. */
export const FIXED_DAYS = /^(0?[1-9]|[12]\d|3[01])(\s*[,;]\s*(0?[1-9]|[12]\d|3[01]))*$/;
