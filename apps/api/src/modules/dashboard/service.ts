import type { DashboardPremia, DashboardRevenue } from '@portal/contracts';
import type { DbOrTx } from '../../db/index';
import type { AuthUser } from '../../plugins/auth';
import { categoryFigures, periodsOf, salesPlaceOf, thisYear } from '../sales/index';

type T = (key: string) => string;

/**
 * dashboard/: this year's revenue per spec §9 category against the progressive, with budget, in
 * the caller's scope as the sales module reads it (`salesPlaceOf`: staff the network, an agent
 * the own agency, a customer its own purchases, the press refused) and from its sums.
 */
export async function dashboardRevenue(db: DbOrTx, user: AuthUser, t: T): Promise<DashboardRevenue> {
  const place = await salesPlaceOf(db, user);
  const p = periodsOf(thisYear());
  const categories = await categoryFigures(db, place, p);
  return {
    year: p.year,
    until: p.until,
    categories: categories.map((c) => ({ ...c, name: t(`sales.revenueCategories.${c.category}`) })),
    scope: place,
  };
}

/** dashboard/premia: the premia category (PR) of the same figures. */
export async function dashboardPremia(db: DbOrTx, user: AuthUser, t: T): Promise<DashboardPremia> {
  const { categories, ...rest } = await dashboardRevenue(db, user, t);
  const premia = categories.find((c) => c.category === 'premia');
  if (!premia) throw new Error('the premia category is missing from REVENUE_CATEGORIES');
  return { ...premia, ...rest };
}
