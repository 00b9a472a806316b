import {
  type AgencyBudget,
  type BudgetChange,
  codesOf,
  isStaff,
  type Language,
  type RevenueCategory,
  type RevenueDetail,
  type RevenueTable,
  USER_TYPE,
} from '@portal/contracts';
import type { DbOrTx } from '../../db/index';
import { forbidden, notFound } from '../../lib/errors';
import { LOCALES } from '../../lib/file-names';
import type { AuthUser } from '../../plugins/auth';
import { budgetsOf, upsertBudget, versionAndBudgets } from './budgets-repository';
import { CATEGORY_KEYS, figuresOf, sumsOfCategory } from './figures';
import { salesVersion } from './memo';
import { type Periods, periodsOf, thisYear } from './periods';
import {
  findAgency,
  findAgencyClient,
  findClientAndAgency,
  firstSaleDay,
  sumsByCode,
  sumsByGroup,
  sumsByMonth,
  yearSpan,
} from './repository';

type T = (key: string, params?: Record<string, string | number>) => string;
type Named = { id: number; name: string };
/** Where a revenue call stands: the network (staff only), one agency, one client of it. */
export type Place = { agency?: Named; client?: Named };

/**
 * The place a path names, as the caller may see it (PRODUCT.md §2): staff anywhere, an agent
 * only within their own agency; another agency, or a client not of the agency, answers like
 * one that does not exist.
 */
export async function placeOf(db: DbOrTx, user: AuthUser, agencyId?: number, clientId?: number): Promise<Place> {
  const staff = isStaff(user.userType);
  if (!staff && user.userType !== USER_TYPE.agent) throw forbidden();
  if (agencyId === undefined) {
    if (!staff) throw forbidden();
    return {};
  }
  if (!staff && user.agencyId !== agencyId) throw notFound();
  // An agent's own agency came with their session (its name read with it): no statement of its own.
  const agency =
    !staff && user.agencyName !== null ? { id: agencyId, name: user.agencyName } : await findAgency(db, agencyId);
  if (!agency) throw notFound();
  if (clientId === undefined) return { agency };
  const client = await findAgencyClient(db, agencyId, clientId);
  if (!client) throw notFound();
  return { agency, client };
}

/**
 * Whose sales a call sums that names no place, or only an agency (PRODUCT.md §2: best sellers
 * and the dashboard, for every role): staff the network or the agency they name, an agent their
 * own agency (another one answers like a missing one), a customer its own purchases. Press
 * customers read only the news.
 */
export async function salesPlaceOf(db: DbOrTx, user: AuthUser, agencyId?: number): Promise<Place> {
  if (isStaff(user.userType)) {
    if (agencyId === undefined) return {};
    const agency = await findAgency(db, agencyId);
    if (!agency) throw notFound();
    return { agency };
  }
  if (user.userType === USER_TYPE.agent) {
    if (user.agencyId === null || (agencyId !== undefined && agencyId !== user.agencyId)) throw notFound();
    return { agency: { id: user.agencyId, name: user.agencyName ?? '' } };
  }
  if (user.userType === USER_TYPE.customer && user.clientKind !== 'press') {
    // A customer sees no agency: naming one is naming something that is not there.
    if (agencyId !== undefined || user.clientId === null) throw notFound();
    return { client: { id: user.clientId, name: user.clientName ?? '' } };
  }
  throw forbidden();
}

/**
 * The place of a call that names a client alone (sales/progress/client/{id}): the client within
 * the agency it belongs to. An agent sees only their own agency's; another's answers like a
 * client that does not exist.
 */
export async function clientPlaceOf(db: DbOrTx, user: AuthUser, clientId: number): Promise<Required<Place>> {
  const staff = isStaff(user.userType);
  if (!staff && user.userType !== USER_TYPE.agent) throw forbidden();
  const found = await findClientAndAgency(db, clientId);
  if (!found || (!staff && user.agencyId !== found.agency.id)) throw notFound();
  return found;
}

/** The agency a budget call names, as the caller may see it. */
export async function agencyOf(db: DbOrTx, user: AuthUser, agencyId: number): Promise<Named> {
  const { agency } = await placeOf(db, user, agencyId);
  if (!agency) throw notFound();
  return agency;
}

/** The client of an agency a call names (sales/lines/agent/{a}/client/{c}), as the caller may see it. */
export async function agencyClientOf(
  db: DbOrTx,
  user: AuthUser,
  agencyId: number,
  clientId: number,
): Promise<Required<Place>> {
  const { agency, client } = await placeOf(db, user, agencyId, clientId);
  if (!agency || !client) throw notFound();
  return { agency, client };
}

const scopeOf = (place: Place) => ({ agencyId: place.agency?.id, clientId: place.client?.id });

const COLUMNS = ['province', 'previous_year', 'progressive', 'current_year', 'delta', 'delta_percent'] as const;

/** One formatter per language: making an `Intl.DateTimeFormat` costs more than a revenue call's queries. */
const shortDays = new Map<Language, Intl.DateTimeFormat>();

/** A day as a column names it, in the reader's language: `29 Nov`, `29 nov`. */
export function shortDay(day: string, lang: Language): string {
  let format = shortDays.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' });
    shortDays.set(lang, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

/**
 * The label of a figure column, after the years compared and the day they run to (issue 33):
 * `Year 2025`, `Progressive 2025 to 29 Nov`, `Year 2026 to 29 Nov`; a past year runs to 31 Dec.
 */
export function figureLabel(key: string, p: Periods, t: T, lang: Language): string {
  const day = shortDay(p.until, lang);
  if (key === 'previous_year') return t('sales.columns.yearFull', { year: p.year - 1 });
  if (key === 'progressive') return t('sales.columns.progressiveTo', { year: p.year - 1, day });
  if (key === 'current_year') return t('sales.columns.yearTo', { year: p.year, day });
  return t(`sales.columns.${key}`);
}

/** The rows of a client's table: every category but the total (expo), the just-in-time worktops as part of the worktops. */
const CLIENT_ROWS = CATEGORY_KEYS.filter((key) => key !== 'expo');

/**
 * sales/current[…]: the network by agency, an agency by client, a client by revenue category;
 * each row with its figures, the totals of every row beside the page. Column names say the years
 * and the day compared; the total says what it sums.
 */
export async function revenueTable(
  db: DbOrTx,
  place: Place,
  q: {
    year?: number;
    category?: RevenueCategory;
    page: number;
    pageSize: number;
    sort?: string;
    order: 'asc' | 'desc';
  },
  t: T,
  lang: Language,
): Promise<RevenueTable> {
  const year = q.year ?? thisYear();
  const category = place.client ? 'expo' : (q.category ?? 'expo');
  const p = periodsOf(year);
  const first = place.client ? 'category' : place.agency ? 'client' : 'agency';
  const withBudget = !place.client;
  const label = (key: string) => figureLabel(key, p, t, lang);
  const headers = [
    { key: 'name', label: t(`sales.columns.${first}`) },
    ...(place.client ? [] : COLUMNS.slice(0, 1)).map((key) => ({ key, label: label(key) })),
    ...COLUMNS.slice(1).map((key) => ({ key, label: label(key) })),
    ...(withBudget ? (['budget', 'budget_percent'] as const) : []).map((key) => ({ key, label: label(key) })),
  ];
  // The version and the budgets in one statement; every sum after it is kept per version.
  const { version, budgets } = await versionAndBudgets(db, year, place.agency?.id);
  const recordsFrom = await firstSaleDay(db, version);
  const base = {
    table_headers: headers,
    year,
    category,
    until: p.until,
    total_label: t('sales.page.totalOf', { name: t(`sales.revenueCategories.${category}`) }),
    previous_recorded: recordsFrom !== null && recordsFrom <= p.previousEnd,
    records_from: recordsFrom,
    scope: place,
  };

  if (place.client) {
    const byCode = await sumsByCode(db, version, scopeOf(place), p);
    const rows = CLIENT_ROWS.map((key) => ({
      id: key,
      name: t(`sales.revenueCategories.${key}`),
      province: null,
      part_of: key === 'worktops_jit' ? ('worktops' as const) : null,
      ...figuresOf(sumsOfCategory(byCode, key)),
    }));
    return {
      ...base,
      rows,
      total: rows.length,
      page: 1,
      pageSize: rows.length,
      totals: figuresOf(sumsOfCategory(byCode, 'expo')),
    };
  }

  const level = place.agency ? { by: 'client' as const, agencyId: place.agency.id } : { by: 'agency' as const };
  const page = await sumsByGroup(db, version, level, p, codesOf(category), category, q);
  return {
    ...base,
    rows: page.rows.map((r) => ({ id: r.id, name: r.name, province: r.province, ...figuresOf(r, r.budget) })),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
    totals: figuresOf(page.totals, budgets.get(category) ?? null),
  };
}

/**
 * Every revenue category of a place with its figures and budget (a client has none): the
 * categories of sales/current/detail and the dashboard's revenue. One statement (the version and
 * the budgets), then the sums kept for that version; the version is answered for further sums.
 */
export async function categoryFiguresAt(
  db: DbOrTx,
  place: Place,
  p: Periods,
): Promise<{ version: number; categories: RevenueDetail['categories'] }> {
  const { version, budgets } = place.client
    ? { version: await salesVersion(db), budgets: new Map<string, number>() }
    : await versionAndBudgets(db, p.year, place.agency?.id);
  const byCode = await sumsByCode(db, version, scopeOf(place), p);
  return {
    version,
    categories: CATEGORY_KEYS.map((key) => ({
      category: key,
      ...figuresOf(sumsOfCategory(byCode, key), budgets.get(key) ?? null),
    })),
  };
}

/** The categories of `categoryFiguresAt`. */
export async function categoryFigures(db: DbOrTx, place: Place, p: Periods): Promise<RevenueDetail['categories']> {
  return (await categoryFiguresAt(db, place, p)).categories;
}

/** sales/current/detail[…]: every revenue category of the place, and the months of one of them. */
export async function revenueDetail(
  db: DbOrTx,
  place: Place,
  q: { year?: number; category?: RevenueCategory },
): Promise<RevenueDetail> {
  const year = q.year ?? thisYear();
  const category = q.category ?? 'expo';
  const p = periodsOf(year);
  const { version, categories } = await categoryFiguresAt(db, place, p);
  const months = await sumsByMonth(db, version, scopeOf(place), p, codesOf(category));
  const budget = categories.find((c) => c.category === category)?.budget ?? null;
  return {
    year,
    category,
    categories,
    months: Array.from({ length: 12 }, (_, i) => {
      const m = months.get(i + 1);
      return {
        month: i + 1,
        current: Math.round((m?.current ?? 0) * 100) / 100,
        previous: Math.round((m?.previous ?? 0) * 100) / 100,
        budget: budget === null ? null : Math.round((budget / 12) * 100) / 100,
      };
    }),
  };
}

/** sales/years[…]: the years with sales in the place, newest first; this year and the last always. */
export async function salesYears(db: DbOrTx, place: Place): Promise<number[]> {
  const now = thisYear();
  const span = await yearSpan(db, await salesVersion(db), scopeOf(place));
  const first = Math.min(span?.[0] ?? now - 1, now - 1);
  const last = Math.max(span?.[1] ?? now, now);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

/** sales/budget/agent/{a}: the agency's budget of a year per revenue category (null where unset). */
export async function agencyBudget(db: DbOrTx, agency: Named, year = thisYear()): Promise<AgencyBudget> {
  const budgets = await budgetsOf(db, year, agency.id);
  return {
    year,
    agency,
    budgets: CATEGORY_KEYS.map((category) => ({ category, amount: budgets.get(category) ?? null })),
  };
}

/** Staff set one category's budget of an agency for a year. */
export async function setBudget(db: DbOrTx, agency: Named, change: BudgetChange, user: AuthUser) {
  await upsertBudget(db, { agencyId: agency.id, ...change, userId: user.id });
}
