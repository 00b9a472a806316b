import { type DashboardRevenue, dashboardPremiaSchema, dashboardRevenueSchema, USER_TYPE } from '@portal/contracts';
import { dashboardTile, type TileCaller } from '../types';
import { paceOfBudget, yearEndPace } from './pace';
import { periodsOf, thisYear } from './periods';
import { categoryFigures, salesPlaceOf } from './service';

/** Every role; `salesPlaceOf` narrows to the caller's sales and refuses the press. */
const everyRole = Object.values(USER_TYPE);

/**
 * dashboard/: this year's revenue per spec §9 category against the progressive, with budget, in
 * the caller's scope as this module reads it (`salesPlaceOf`: staff the network, an agent the own
 * agency, a customer its own purchases, the press refused), and where each ends at this pace.
 */
async function revenue({ db, user, t }: TileCaller): Promise<DashboardRevenue> {
  const place = await salesPlaceOf(db, user);
  const p = periodsOf(thisYear());
  const categories = await categoryFigures(db, place, p);
  return {
    year: p.year,
    until: p.until,
    categories: categories.map((c) => {
      const projection = yearEndPace(c.current_year, p.until);
      return {
        ...c,
        name: t(`sales.revenueCategories.${c.category}`),
        projection,
        projection_budget_percent: paceOfBudget(projection, c.budget),
      };
    }),
    scope: place,
  };
}

export const revenueTile = dashboardTile({
  id: 'revenue',
  path: '',
  roles: everyRole,
  response: dashboardRevenueSchema,
  data: revenue,
});

/** dashboard/premia: the premia category (PR) of the same figures. */
export const premiaTile = dashboardTile({
  id: 'premia',
  path: 'premia',
  roles: everyRole,
  response: dashboardPremiaSchema,
  async data(caller) {
    const { categories, ...rest } = await revenue(caller);
    const premia = categories.find((c) => c.category === 'premia');
    if (!premia) throw new Error('the premia category is missing from REVENUE_CATEGORIES');
    return { ...premia, ...rest };
  },
});
