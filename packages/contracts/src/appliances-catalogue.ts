import { z } from 'zod';
import { APPLIANCE_LIMITS } from './appliances';
import { LIMITS } from './limits';
import { listQuerySchema } from './lists';
import { integerSchema, textSchema } from './validation';

/**
 * Search prices and Home appliances (spec §2, §3 "Ready-to-deliver product", §5, PRODUCT.md §4):
 * the price list as anyone signed in reads it, but press customers (PRODUCT.md §2).
 */

/** Hits a price search answers at most, best first; the user types more to narrow it. */
export const PRICE_SEARCH_LIMIT = 30;

/** Words of a price search that count: the rest of a longer text is ignored. */
export const PRICE_SEARCH_WORDS = 5;

/** The search text as the rule of spec §5 counts it: at least LIMITS.priceSearchMin characters. */
export const priceSearchText = (q: string) => q.trim().replace(/\s+/g, ' ');

/** Whether a search text is long enough to be sent (the form and the API use this one rule). */
export const isPriceSearchLongEnough = (q: string) => [...priceSearchText(q)].length >= LIMITS.priceSearchMin;

/** GET appliances/search?q=: `q` of at least LIMITS.priceSearchMin characters (checked by the route, with its message). */
export const priceSearchQuerySchema = z.object({
  q: textSchema().max(100, 'validation.tooLong').default(''),
});

/** One appliance of the price list as every call answers it (price and weight in euros and kg, as text). */
export const applianceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  ean: z.string(),
  type: z.string(),
  brand: z.string(),
  internal_code: z.string(),
  description: z.string(),
  price: z.string(),
  weight_kg: z.string().nullable(),
});
export type Appliance = z.infer<typeof applianceSchema>;

export const priceSearchResponseSchema = z.object({ results: z.array(applianceSchema) });
export type PriceSearchResponse = z.infer<typeof priceSearchResponseSchema>;

/** Sorts of the catalogue; `code` is the default. */
export const APPLIANCE_SORTS = ['code', 'type', 'brand', 'description', 'price'] as const;

/** Whole euros a price filter takes. */
const priceBound = integerSchema(0, APPLIANCE_LIMITS.price - 1);

/** GET appliances: the catalogue, by type and brand, a price range and a text. */
export const applianceListQuerySchema = listQuerySchema
  .extend({
    sort: z.enum(APPLIANCE_SORTS, { error: 'appliances.validation.sort' }).default('code'),
    type: textSchema().trim().max(APPLIANCE_LIMITS.type, 'validation.tooLong').optional(),
    brand: textSchema().trim().max(APPLIANCE_LIMITS.brand, 'validation.tooLong').optional(),
    price_min: priceBound.optional(),
    price_max: priceBound.optional(),
  })
  .refine((v) => v.price_min === undefined || v.price_max === undefined || v.price_min <= v.price_max, {
    path: ['price_max'],
    message: 'appliances.validation.priceRange',
  });
export type ApplianceListQuery = z.infer<typeof applianceListQuerySchema>;

/** GET appliances/facets: the types and brands of the price list with how many appliances each has. */
const facetSchema = z.object({ value: z.string(), count: z.number().int() });
export const applianceFacetsSchema = z.object({ types: z.array(facetSchema), brands: z.array(facetSchema) });
export type ApplianceFacets = z.infer<typeof applianceFacetsSchema>;

/** GET appliances/{id}: every spec §3 field. */
export const applianceDetailSchema = applianceSchema.extend({ updated_at: z.string() });
export type ApplianceDetail = z.infer<typeof applianceDetailSchema>;
