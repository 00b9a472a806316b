/**
 * Where a year's revenue ends at the current pace (issue 31, the dashboard's revenue widgets): the
 * revenue so far over the share of the year gone by `until`, the day the year is counted to (the
 * progressive's day-of-year rule, `periods.ts`: 1 January counts one day, 31 December the whole
 * year). Amounts in euros, rounded to the cent.
 */

const DAY_MS = 86_400_000;

/** The share of `until`'s year gone by the end of that day (`YYYY-MM-DD`), in (0, 1]. */
export function yearFraction(until: string): number {
  const [y, m, d] = until.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, 0, 1);
  const day = (Date.UTC(y, m - 1, d) - start) / DAY_MS + 1;
  const days = (Date.UTC(y + 1, 0, 1) - start) / DAY_MS;
  return day / days;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The year's end at the pace of `current` up to `until`. */
export function yearEndPace(current: number, until: string): number {
  return cents(current / yearFraction(until));
}

/** That end as a share of the budget in percent, one decimal; null without a budget. */
export function paceOfBudget(projection: number, budget: number | null): number | null {
  return budget ? Math.round((projection / budget) * 1000) / 10 : null;
}
