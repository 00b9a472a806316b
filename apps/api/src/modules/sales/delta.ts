import type { AgencyDelta, Language } from '@portal/contracts';
import type { DbOrTx } from '../../db/index';
import { CATEGORY_KEYS, figuresOf, sumsOfCategory } from './figures';
import { periodsOf } from './periods';
import { sumsAndBudgets } from './repository';
import { figureLabel, type Place } from './service';

type T = (key: string, params?: Record<string, string | number>) => string;

const COLUMNS = ['current_year', 'progressive', 'delta', 'delta_percent', 'budget', 'budget_percent'] as const;

/**
 * sales/delta/agent/{a} (spec §7 "delta (agent)"): each revenue category of the agency, the
 * current year against the progressive with its budget, and the total. The total is every code
 * (the expo category), so its budget is the expo one: the categories overlap and their budgets
 * do not add up. The sums are kept once per version of the sales, read with the budgets (`sumsAndBudgets`).
 */
export async function agencyDelta(
  db: DbOrTx,
  place: Place & { agency: { id: number; name: string } },
  year: number,
  t: T,
  lang: Language,
): Promise<AgencyDelta> {
  const p = periodsOf(year);
  const { byCode, budgets } = await sumsAndBudgets(db, place.agency.id, p);
  return {
    table_headers: [
      { key: 'name', label: t('sales.columns.category') },
      ...COLUMNS.map((key) => ({ key, label: figureLabel(key, p, t, lang) })),
    ],
    rows: CATEGORY_KEYS.map((category) => ({
      category,
      name: t(`sales.revenueCategories.${category}`),
      ...figuresOf(sumsOfCategory(byCode, category), budgets.get(category) ?? null),
    })),
    total: figuresOf(sumsOfCategory(byCode, 'expo'), budgets.get('expo') ?? null),
    year,
    until: p.until,
    scope: place,
  };
}
