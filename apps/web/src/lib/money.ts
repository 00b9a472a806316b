import { useFormat } from './format';

/**
 * Euro amounts without cents (a table of revenue reads in whole euro), to the cent (a sales line)
 * and shares as percentages.
 */
export function useMoney() {
  const format = useFormat();
  return {
    money: (value: number | null | undefined) =>
      value === null || value === undefined
        ? '—'
        : // Grouped from the thousands in every language (Italian and Spanish leave 4 digits
          // ungrouped), so a column of figures lines up.
          format.number(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' }),
    /** An amount to the cent, as an invoice line has it. */
    cents: (value: number) =>
      format.number(value, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: 'always',
      }),
    /** `value` in percent (12.5 is 12.5 %). */
    percent: (value: number | null | undefined, sign = false) =>
      value === null || value === undefined
        ? '—'
        : format.number(value / 100, {
            style: 'percent',
            maximumFractionDigits: 1,
            signDisplay: sign ? 'exceptZero' : 'auto',
          }),
  };
}
