import { type SQL, sql } from 'drizzle-orm';
import { periodsOf } from '../../src/modules/sales/periods';
import type { TestApp } from '../helpers/app';
import { rows } from '../sheets/helpers';

/** The figures as a plain sum over the raw sales lines: what every screen must agree with. */
export async function plainSums(t: TestApp, where: SQL, codes: readonly string[], y = new Date().getFullYear()) {
  const p = periodsOf(y);
  const [s] = await rows<{ previous: string; progressive: string; current: string }>(
    t,
    sql`select coalesce(sum(amount) filter (where day between ${p.previousStart} and ${p.previousEnd}), 0) as previous,
      coalesce(sum(amount) filter (where day between ${p.previousStart} and ${p.progressiveEnd}), 0) as progressive,
      coalesce(sum(amount) filter (where day between ${p.currentStart} and ${p.until}), 0) as current
      from sales_lines where ${where} and category in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
  );
  return { previous_year: Number(s?.previous), progressive: Number(s?.progressive), current_year: Number(s?.current) };
}
