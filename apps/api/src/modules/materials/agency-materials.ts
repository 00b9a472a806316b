import { isStaff, type Language } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { notFound } from '../../lib/errors';
import { pageSql } from '../../lib/list';
import { containsPattern } from '../../lib/search';
import type { AuthUser } from '../../plugins/auth';
import { findAgency } from '../sales/index';
import { clientInScope } from './repository';

/**
 * `arrex/materiali/{page}/{agency}`: what an agency (or one of its clients) asked for and
 * received. Staff read any agency; an agent only their own: another agency, or a client not of
 * the agency, answers like a missing one.
 */
export async function agencyMaterials(
  db: DbOrTx,
  user: AuthUser,
  agencyId: number,
  f: UserMaterialFilter,
  lang: Language,
) {
  if (!isStaff(user.userType) && user.agencyId !== agencyId) throw notFound();
  if (!(await findAgency(db, agencyId))) throw notFound();
  if (f.client !== undefined) {
    const client = await clientInScope(db, { kind: 'agency', agencyId }, f.client);
    if (!client) throw notFound();
  }
  return listUserMaterials(db, lang, agencyId, f);
}

export type UserMaterialFilter = {
  client?: number;
  family?: number;
  q?: string;
  delivered?: 'true' | 'false';
  page: number;
  pageSize: number;
};

export type UserMaterialRecord = {
  material_id: number;
  product_code: string;
  name: string;
  family_id: number;
  family: string;
  image_key: string | null;
  requested: number;
  accepted: number;
  pending: number;
  delivered: number;
  last_shipped_at: string | Date | null;
};

/**
 * The materials an agency (or one of its clients) asked for, one row per material, with the
 * pieces requested, accepted, pending and delivered (in shipments that left). One agency's
 * requests are read through its index; the total is the number of its materials.
 */
export async function listUserMaterials(db: DbOrTx, lang: Language, agencyId: number, f: UserMaterialFilter) {
  const like = f.q ? containsPattern(f.q) : undefined;
  const localized = (column: SQL) => sql`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'it')`;
  const groups = sql`select r.material_id, sum(r.quantity)::int as requested,
      coalesce(sum(r.accepted_quantity) filter (where r.status in ('accepted', 'partial')), 0)::int as accepted,
      coalesce(sum(r.quantity) filter (where r.status = 'pending'), 0)::int as pending,
      coalesce(sum(r.accepted_quantity) filter (where s.status = 'shipped'), 0)::int as delivered,
      max(s.shipped_at) as last_shipped_at
    from material_requests r left join shipments s on s.id = r.shipment_id
    where r.agency_id = ${agencyId} ${f.client ? sql`and r.client_id = ${f.client}` : sql``}
    group by r.material_id`;
  const where = sql.join(
    [
      sql`true`,
      f.family ? sql`m.family_id = ${f.family}` : undefined,
      f.delivered === 'true' ? sql`g.delivered > 0` : undefined,
      f.delivered === 'false' ? sql`g.delivered = 0` : undefined,
      like
        ? sql`(m.product_code ilike ${like} or m.names->>'it' ilike ${like} or m.names->>${lang} ilike ${like})`
        : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const matching = sql`g as (${groups}), matching as (
      select g.*, m.product_code, ${localized(sql`m.names`)} as name, m.family_id,
        ${localized(sql`f.names`)} as family, m.image_key
      from g join materials m on m.id = g.material_id join material_families f on f.id = m.family_id where ${where}
    )`;
  const rows = await queryRows<UserMaterialRecord & { list_total: number }>(
    db,
    sql`with ${matching}
        select *, (select count(*) from matching)::int as list_total from matching
        order by product_code, material_id ${pageSql(f.page, f.pageSize)}`,
  );
  const total =
    rows.length > 0 || f.page === 1
      ? Number(rows[0]?.list_total ?? 0)
      : Number(
          (await queryRows<{ n: number }>(db, sql`with ${matching} select count(*)::int as n from matching`))[0]?.n ??
            0,
        );
  return { rows, total };
}
