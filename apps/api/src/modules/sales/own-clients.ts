import type { CategoryFilter, OwnClientRow, OwnClientsQuery } from '@portal/contracts';
import type { DbOrTx } from '../../db/index';
import { categoryFlags, codesOfAll, selectedCategories } from './category-filters';
import { figuresOf } from './figures';
import { salesVersion } from './memo';
import { ownClientsPage } from './own-clients-repository';
import { periodsOf, thisYear } from './periods';

/** The own-clients table's columns and their labels; `flags` is the categories the client has revenue in. */
export const OWN_CLIENT_COLUMNS = [
  ['name', 'sales.columns.client'],
  ['code', 'sales.columns.code'],
  ['province', 'sales.columns.province'],
  ['current_year', 'sales.columns.current_year'],
  ['progressive', 'sales.columns.progressive'],
  ['delta', 'sales.columns.delta'],
  ['delta_percent', 'sales.columns.delta_percent'],
  ['flags', 'sales.columns.flags'],
] as const;

/**
 * sales/own-clients/agent/{a} (spec §7 "own clients"): the agency's clients with revenue in at
 * least one selected category (none selected: any revenue category); a client whose filter flags
 * are all false for them is dropped. Each row's figures are over the selected categories.
 */
export async function ownClients(
  db: DbOrTx,
  agency: { id: number },
  q: OwnClientsQuery,
): Promise<{ rows: OwnClientRow[]; total: number; year: number; until: string; categories: CategoryFilter[] }> {
  const year = q.year ?? thisYear();
  const p = periodsOf(year);
  const categories = selectedCategories(q.categories);
  const page = await ownClientsPage(
    db,
    await salesVersion(db),
    agency.id,
    p,
    { groups: categories.map((c) => codesOfAll([c])), codes: codesOfAll(categories), q: q.q || undefined },
    q,
  );
  const rows = page.rows.map((r) => {
    const { budget: _b, budget_percent: _p, ...figures } = figuresOf(r);
    return { id: r.id, name: r.name, code: r.code, province: r.province, ...figures, flags: categoryFlags(r.byCode) };
  });
  return { rows, total: page.total, year, until: p.until, categories };
}
