import { useFormat } from '../../../lib/format';

/** An invoice's money to the cent and its day (a date without a time), in the reader's language. */
export function useInvoiceFormat() {
  const format = useFormat();
  return {
    // Grouped from the thousands in every language, so a column of amounts lines up.
    money: (value: number) =>
      format.number(value, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, useGrouping: 'always' }),
    // Noon, so the day is the same in every time zone.
    day: (day: string) => format.date(`${day}T12:00:00`),
    number: (value: number) => format.number(value, { maximumFractionDigits: 3 }),
  };
}
