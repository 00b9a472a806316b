import { type ClientProgress, categoryLabelKey, type ProgressMonth } from '@portal/contracts';
import type { DbOrTx } from '../../db/index';
import { codesOfAll, hasRevenue, selectedCategories, sumsOfCodes } from './category-filters';
import { figuresOf } from './figures';
import { periodsOf, thisYear } from './periods';
import { type Sums, sumsByMonthAndCode } from './repository';
import type { Place } from './service';

type T = (key: string) => string;
const cents = (n: number) => Math.round(n * 100) / 100;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The five figures of a progress (no budget: a client has none). */
function progressFigures(s: Sums) {
  const { budget: _b, budget_percent: _p, ...figures } = figuresOf(s);
  return figures;
}

/**
 * sales/progress/client/{id} (spec §7 "client progress (id, filters)"): month by month, from
 * January, the client's current year so far against the same months of the previous year, for
 * each selected category it has revenue in and for those together. A client with revenue in
 * none of them answers no series and no months (an empty chart), not an error.
 */
export async function clientProgress(
  db: DbOrTx,
  place: Required<Place>,
  q: { year?: number; categories?: ClientProgress['categories'] },
  t: T,
): Promise<ClientProgress> {
  const year = q.year ?? thisYear();
  const p = periodsOf(year);
  const lastMonth = Number(p.until.slice(5, 7));
  const categories = selectedCategories(q.categories);
  const rows = await sumsByMonthAndCode(db, { agencyId: place.agency.id, clientId: place.client.id }, p);
  const byMonth = MONTHS.map((month) => new Map(rows.filter((r) => r.month === month).map((r) => [r.code, r])));
  const byCode = new Map<string, Sums>();
  for (const r of rows) {
    const s = byCode.get(r.code) ?? { previous: 0, progressive: 0, current: 0 };
    byCode.set(r.code, {
      previous: s.previous + r.previous,
      progressive: s.progressive + r.progressive,
      current: s.current + r.current,
    });
  }

  /** The months of some codes, each the sum from January. */
  const cumulative = (codes: ReturnType<typeof codesOfAll>): ProgressMonth[] => {
    let previous = 0;
    let current = 0;
    return MONTHS.map((month, i) => {
      const s = sumsOfCodes(byMonth[i] as Map<string, Sums>, codes);
      previous += s.previous;
      current += s.current;
      return { month, previous: cents(previous), current: month <= lastMonth ? cents(current) : null };
    });
  };

  const shown = categories.filter((c) => hasRevenue(sumsOfCodes(byCode, codesOfAll([c]))));
  const codes = codesOfAll(shown);
  return {
    year,
    until: p.until,
    categories,
    series: shown.map((category) => ({
      category,
      name: t(categoryLabelKey(category)),
      months: cumulative(codesOfAll([category])),
      totals: progressFigures(sumsOfCodes(byCode, codesOfAll([category]))),
    })),
    months: shown.length ? cumulative(codes) : [],
    totals: progressFigures(sumsOfCodes(byCode, codes)),
    scope: place,
  };
}
