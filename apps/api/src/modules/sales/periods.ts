/**
 * The periods a revenue figure compares (PRODUCT.md §4): the previous year in full, the
 * progressive (the previous year up to the same day) and the current year up to today. A past
 * year is compared in full, so its "today" is its last day. Days are `YYYY-MM-DD` in the
 * server's calendar.
 */
export type Periods = {
  year: number;
  previousStart: string;
  previousEnd: string;
  progressiveEnd: string;
  currentStart: string;
  until: string;
  /** The first days of the progressive's and the current year's last months, the ones not complete. */
  progressiveMonth: string;
  untilMonth: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const day = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function thisYear(today = new Date()): number {
  return today.getFullYear();
}

export function periodsOf(year: number, today = new Date()): Periods {
  const current = today.getFullYear();
  // A year to come has no sales yet: it is counted to the day that has been reached.
  const [m, d] = year >= current ? [today.getMonth() + 1, today.getDate()] : [12, 31];
  return {
    year,
    previousStart: day(year - 1, 1, 1),
    previousEnd: day(year - 1, 12, 31),
    // 29 February has no twin in the year before: the progressive stops on the 28th.
    progressiveEnd: day(year - 1, m, Math.min(d, lastDayOf(year - 1, m))),
    currentStart: day(year, 1, 1),
    until: day(year, m, Math.min(d, lastDayOf(year, m))),
    progressiveMonth: day(year - 1, m, 1),
    untilMonth: day(year, m, 1),
  };
}
