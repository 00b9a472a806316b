import { useFormat } from '../../../lib/format';

/** A list price (decimal text in euros) and a weight, in the reader's language. */
export function usePriceFormat() {
  const format = useFormat();
  return {
    price: (value: string) =>
      format.number(Number(value), {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        useGrouping: 'always',
      }),
    weight: (value: string) => format.number(Number(value), { maximumFractionDigits: 2 }),
  };
}
