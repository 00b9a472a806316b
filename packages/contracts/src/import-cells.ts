import { z } from 'zod';
import { isCalendarDate, textSchema } from './validation';

/**
 * Cell rules of the import row schemas (sales lines, appliances, ready stock, invoices): a cell is what a
 * CSV (text) or an xlsx sheet (number, date, text) gives; each rule answers a typed value or a catalogue key.
 */

/** A cell as a CSV (text) or an xlsx sheet (number, date, text) gives it. */
export type ImportCell = string | number | Date | boolean | null | undefined;

/**
 * A decimal as the ERP writes it: `1234.5`, `1234,50`, `1.234,50` or `1,234.50` (the last of
 * `.`/`,` is the decimal mark when both appear), or an xlsx number. Answers a plain decimal
 * string with at most `scale` decimals, or null when it is not a number.
 */
export function parseDecimal(value: ImportCell, scale: number): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value.toFixed(scale) : null;
  if (typeof value !== 'string') return null;
  let s = value.trim().replace(/[\s\u00a0']/g, '');
  if (!/^[-+]?[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    s = s.split(thousands).join('').replace(decimal, '.');
  } else if (comma >= 0) {
    if (s.indexOf(',') !== comma) return null;
    s = s.replace(',', '.');
  } else if (dot >= 0 && s.indexOf('.') !== dot) {
    return null;
  }
  if (!/^[-+]?\d*\.?\d*$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n.toFixed(scale) : null;
}

/**
 * A day as `YYYY-MM-DD` from `2026-03-31`, `31/03/2026`, `31.03.2026`, `31-03-2026` or an xlsx
 * date; null when it is not a day of the calendar (`isCalendarDate`, as every date field) between
 * 2000 and 2099.
 */
export function parseDay(value: ImportCell): string | null {
  let y: number;
  let m: number;
  let d: number;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // exceljs gives a sheet's date as that day at midnight UTC.
    [y, m, d] = [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()];
  } else if (typeof value === 'string') {
    const s = value.trim();
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(s);
    const eu = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
    if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    else if (eu) [d, m, y] = [Number(eu[1]), Number(eu[2]), Number(eu[3])];
    else return null;
  } else {
    return null;
  }
  // The ERP's documents are of this century: another year is a misread cell.
  if (y < 2000 || y > 2099) return null;
  const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isCalendarDate(day) ? day : null;
}

export const isBlankCell = (v: ImportCell) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const importCell = z.custom<ImportCell>(() => true);
/** A cell of a column the file may leave out (the key is then missing). */
const optionalCell = importCell.optional();

const cellText = (v: ImportCell) => (isBlankCell(v) ? '' : v instanceof Date ? v.toISOString() : String(v).trim());

/** A required text cell: numbers from a sheet become text (`12345` → `'12345'`). */
export const textCell = (max: number) =>
  importCell.transform(cellText).pipe(textSchema().min(1, 'validation.required').max(max, 'validation.tooLong'));

/** An optional text cell: blank (or a column the file leaves out) is null. */
export const optionalTextCell = (max: number) => {
  const rule = textSchema().max(max, 'validation.tooLong');
  return optionalCell.transform((v, ctx) => {
    const text = cellText(v);
    if (text === '') return null;
    const result = rule.safeParse(text);
    if (result.success) return result.data;
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'validation.invalidText' });
    return z.NEVER;
  });
};

type DecimalRule = {
  scale: number;
  /** Values must be below this (in absolute value). */
  max: number;
  /** The key of a value that is not a number, or too large. */
  key: string;
  /** Refuse negative values (`imports.validation.negative`). */
  nonNegative?: boolean;
  /** Refuse text with more decimals than `scale` instead of rounding (a sheet's number is still rounded). */
  exact?: boolean;
};

/** Digits after the decimal mark of a number written as text (the last `.` or `,`). */
function decimalsOf(text: string): number {
  const s = text.trim().replace(/[\s\u00a0']/g, '');
  const mark = Math.max(s.lastIndexOf(','), s.lastIndexOf('.'));
  return mark < 0 ? 0 : s.length - mark - 1;
}

function decimalOf(v: ImportCell, rule: DecimalRule, ctx: z.RefinementCtx): string | typeof z.NEVER {
  const n = parseDecimal(v, rule.scale);
  // `1.234` or `2.100` is a thousands separator in Italian and 1.23 € or 2.10 € otherwise: a
  // thousand times off either way, so text with more decimals than cents is refused, not guessed.
  const inexact = rule.exact && typeof v === 'string' && decimalsOf(v) > rule.scale;
  if (n === null || inexact || Math.abs(Number(n)) >= rule.max) {
    ctx.addIssue({ code: 'custom', message: rule.key });
    return z.NEVER;
  }
  if (rule.nonNegative && Number(n) < 0) {
    ctx.addIssue({ code: 'custom', message: 'imports.validation.negative' });
    return z.NEVER;
  }
  return n;
}

/** A required decimal, as `parseDecimal` reads it (`1234.5`, `1.234,50`, an xlsx number): a plain decimal string. */
export const decimalCell = (rule: DecimalRule) =>
  importCell.transform((v, ctx) => {
    if (isBlankCell(v)) {
      ctx.addIssue({ code: 'custom', message: 'validation.required' });
      return z.NEVER;
    }
    return decimalOf(v, rule, ctx);
  });

/** An optional decimal: blank is null. */
export const optionalDecimalCell = (rule: DecimalRule) =>
  optionalCell.transform((v, ctx) => (isBlankCell(v) ? null : decimalOf(v, rule, ctx)));

/**
 * `1.000`, `1,000`, `12,345` or `1.000.000`: groups of three digits behind one kind of mark. In
 * Italian that is a thousand, elsewhere 1 (or a quantity with three decimals): a whole number
 * written so is refused, not guessed, as prices are. `1.000,00`, `1000` and `1 000` are clear.
 */
const THOUSANDS = /^[-+]?[1-9]\d{0,2}([.,])\d{3}(?:\1\d{3})*$/;

/**
 * A required whole number in `[min, max]` (`3`, `3,0`, `1.000,00`, an xlsx number); `key` names the
 * rule when broken. A number whose separator may be of thousands or of decimals is
 * `imports.validation.thousands`.
 */
export const wholeCell = (min: number, max: number, key: string) =>
  importCell.transform((v, ctx) => {
    if (typeof v === 'string' && THOUSANDS.test(v.trim().replace(/[\s\u00a0']/g, ''))) {
      ctx.addIssue({ code: 'custom', message: 'imports.validation.thousands' });
      return z.NEVER;
    }
    const n = isBlankCell(v) ? null : parseDecimal(v, 6);
    if (n === null || !Number.isInteger(Number(n)) || Number(n) < min || Number(n) > max) {
      ctx.addIssue({ code: 'custom', message: isBlankCell(v) ? 'validation.required' : key });
      return z.NEVER;
    }
    return Number(n);
  });

function dayOf(v: ImportCell, ctx: z.RefinementCtx): string | typeof z.NEVER {
  const day = parseDay(v);
  if (day === null) {
    ctx.addIssue({ code: 'custom', message: 'imports.validation.date' });
    return z.NEVER;
  }
  return day;
}

/** A required day, as `parseDay` reads it: `YYYY-MM-DD`. */
export const dayCell = importCell.transform((v, ctx) => {
  if (isBlankCell(v)) {
    ctx.addIssue({ code: 'custom', message: 'validation.required' });
    return z.NEVER;
  }
  return dayOf(v, ctx);
});

/** An optional day: blank (or a column the file leaves out) is null. */
export const optionalDayCell = optionalCell.transform((v, ctx) => (isBlankCell(v) ? null : dayOf(v, ctx)));
