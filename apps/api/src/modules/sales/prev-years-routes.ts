import {
  idSchema,
  type PrevYears,
  prevYearsQuerySchema,
  prevYearsSchema,
  STAFF,
  successEnvelope,
  USER_TYPE,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/index';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { CATEGORY_KEYS, figuresOf, sumsOfCategory } from './figures';
import { salesVersion } from './memo';
import { periodsOf, thisYear } from './periods';
import { sumsByCode } from './repository';
import { type Place, placeOf } from './service';

type T = (key: string, params?: Record<string, string | number>) => string;

/**
 * sales/prev-2-years[…]: the two years before `year`, per revenue category. The periods of the
 * later one compare it with the earlier one in full (a past year's "today" is its last day), so
 * one walk of the pre-aggregated tables (`sumsByCode`, kept per version of the sales) answers both years.
 */
export async function prevTwoYears(db: DbOrTx, place: Place, year: number, t: T): Promise<PrevYears> {
  const [first, second] = [year - 2, year - 1];
  const byCode = await sumsByCode(
    db,
    await salesVersion(db),
    { agencyId: place.agency?.id, clientId: place.client?.id },
    periodsOf(second),
  );
  return {
    title: t('sales.page.prevYears.title', { first, second }),
    table_headers: [
      { key: 'name', label: t('sales.columns.category') },
      { key: String(first), label: String(first) },
      { key: String(second), label: String(second) },
      { key: 'delta', label: t('sales.columns.delta') },
      { key: 'delta_percent', label: t('sales.columns.delta_percent') },
    ],
    years: [first, second],
    rows: CATEGORY_KEYS.map((category) => {
      const s = sumsOfCategory(byCode, category);
      // The delta against the earlier year in full, also when the later one is still running.
      const f = figuresOf({ ...s, progressive: s.previous });
      return {
        category,
        name: t(`sales.revenueCategories.${category}`),
        amounts: [f.previous_year, f.current_year],
        delta: f.delta,
        delta_percent: f.delta_percent,
      };
    }),
    scope: place,
  };
}

/** The three forms of spec §7: the network, `{id}` an agency, `{agency}/client/{id}` one of its clients. */
const PLACES = [
  ['', z.object({})],
  ['/:id', z.object({ id: idSchema })],
  ['/:agency/client/:id', z.object({ agency: idSchema, id: idSchema })],
] as const;
type PlaceParams = { id?: number; agency?: number };

/** The two years before the current one (spec §7 "Sales", §9), in the same scopes as sales/current. */
const prevYearsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [suffix, params] of PLACES) {
    app.get(
      `/sales/prev-2-years${suffix}`,
      {
        config: { roles: [...STAFF, USER_TYPE.agent] },
        schema: {
          tags: ['sales'],
          params,
          querystring: prevYearsQuerySchema,
          response: { 200: successEnvelope(prevYearsSchema) },
        },
      },
      async (request) => {
        const { id, agency } = request.params as PlaceParams;
        const [agencyId, clientId] = agency === undefined ? [id, undefined] : [agency, id];
        const place = await placeOf(app.db, currentUser(request), agencyId, clientId);
        return ok(await prevTwoYears(app.db, place, request.query.year ?? thisYear(), request.t.bind(request)));
      },
    );
  }
};

export default prevYearsRoutes;
