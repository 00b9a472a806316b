import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/index';
import type { LargeStep } from '../../db/seed/large/types';

const MODELS = ['Aurora', 'Linea', 'Essenza', 'Vela', 'Trama', 'Onda'];

/**
 * Orders for the large set's clients, one for every two clients (50,000 at PRODUCT.md §7's 100,000, issue 30), in one set-based statement each for the
 * orders and their lines: nine in ten sent, the rest drafts, over the last three years, each made
 * by an agent of the client's agency (a staff user when it has none). Numbers continue the year's
 * sequence (`order_form_numbers`), which is then moved on. No attachments: the list reads counts.
 */
export const largeOrders: LargeStep = {
  name: 'order-form',
  compact: ['order_form_numbers'],
  async run(tx, ctx) {
    const total = Math.max(100, Math.round(ctx.sizes.clients / 2));
    const staff = ctx.staffIds[0] ?? null;
    const [before] = await queryRows<{ max: number }>(
      tx,
      sql`select coalesce(max(id), 0)::int as max from order_form_orders`,
    );
    const models = sql.param(MODELS);
    await tx.execute(
      sql`with c as (
            select id, agency_id, coalesce(code, '') as code, coalesce(province, '') as province,
              row_number() over (order by id) as rn
            from clients where kind = 'retailer' and status <> 'deleted'
          ),
          -- The count apart: a join condition naming it beside rn would be a nested loop of
          -- orders × clients (5·10⁹ comparisons at 100,000 clients); on rn alone it is a hash join.
          cn as (select count(*) as n from c),
          agent as (
            select distinct on (agency_id) agency_id, id from users
            where user_type = 2 and agency_id is not null order by agency_id, id
          ),
          g as (
            select i, now() - make_interval(days => (i * 37) % 1095, secs => i) as created_at,
              1 + (i * 7919) % (select n from cn) as pick
            from generate_series(1, ${total}) i
          ),
          numbered as (
            select g.*, extract(year from g.created_at at time zone 'UTC')::int as year,
              row_number() over (partition by extract(year from g.created_at at time zone 'UTC') order by g.created_at, g.i) as seq
            from g
          )
          insert into order_form_orders (number, state, client_id, agency_id, created_by, customer_code, province, model,
            finish, handle, top, carcass, plinth, feet, reference, order_date, requested_delivery_date, payment,
            consent_at, line_count, attachment_count, sent_at, created_at, updated_at)
          select numbered.year || '-' || lpad((coalesce(y.last, 0) + numbered.seq)::text, 6, '0'),
            case when numbered.i % 10 = 0 then 'draft' else 'sent' end,
            c.id, c.agency_id, coalesce(agent.id, ${staff}), c.code, c.province,
            (${models}::text[])[1 + numbered.i % ${MODELS.length}], 'Rovere', 'Gola', 'Laminato', 'Bianco', 'Alluminio',
            'Regolabili', 'Ordine ' || numbered.i, (numbered.created_at at time zone 'UTC')::date,
            (numbered.created_at at time zone 'UTC')::date + 40, 'Bonifico 30 giorni', numbered.created_at,
            1 + numbered.i % 3, 0,
            case when numbered.i % 10 = 0 then null else numbered.created_at + interval '1 hour' end,
            numbered.created_at, numbered.created_at
          from numbered
          join c on c.rn = numbered.pick
          left join order_form_numbers y on y.year = numbered.year
          left join agent on agent.agency_id = c.agency_id`,
    );
    ctx.log(`  order-form: ${total.toLocaleString('en')} orders`);
    await tx.execute(
      sql`insert into order_form_lines (order_id, position, quantity, description)
          select o.id, p, 1 + (o.id + p) % 6, 'Elemento ' || (p + 1) || ' ordine ' || o.number
          from order_form_orders o cross join lateral generate_series(0, o.line_count - 1) p
          where o.id > ${before?.max ?? 0}`,
    );
    await tx.execute(
      sql`insert into order_form_numbers (year, last)
          select split_part(number, '-', 1)::int, max(split_part(number, '-', 2)::int) from order_form_orders group by 1
          on conflict (year) do update set last = excluded.last`,
    );
  },
};
