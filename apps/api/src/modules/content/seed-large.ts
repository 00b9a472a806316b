import { sql } from 'drizzle-orm';
import type { LargeStep } from '../../db/seed/large/types';

const ITEMS = 10_000;
const READS = 50_000;
const PER_USER = 250;

/**
 * Content at the size of issue 31: 10,000 items over the four kinds and the last three years,
 * audiences and withdrawals mixed, each with an Italian and an English text; 50,000 read markers
 * spread over the agents' and customers' users.
 */
export const largeContent: LargeStep = {
  name: 'content',
  async run(tx, ctx) {
    await tx.execute(
      sql`insert into content_items (kind, publish_on, withdraw_on, for_agents, for_customers, for_press, search_text)
          select (array['news', 'communication', 'trend', 'promotion'])[1 + n % 4],
            current_date - (n % 1100),
            case when n % 7 = 0 then current_date - (n % 1100) + 30 end,
            n % 5 <> 4, n % 7 <> 3, n % 3 = 0,
            'contenuto ' || n || ' content item ' || n
          from generate_series(1, ${ITEMS}) n`,
    );
    await tx.execute(
      sql`insert into content_texts (item_id, language, title, summary, body)
          select i.id, l.language, l.prefix || ' ' || i.id, 'Sommario ' || i.id, '<p>Testo del contenuto ' || i.id || '</p>'
          from (select id from content_items order by id desc limit ${ITEMS}) i
          cross join (values ('it', 'Contenuto'), ('en', 'Content item')) l(language, prefix)
          on conflict do nothing`,
    );
    ctx.log(`  content: ${ITEMS.toLocaleString('en')} items`);
    // 250 items each for the first 200 agents and customers (fewer users, fewer markers), each user
    // from its own place in the list: an equality join, so the load never compares every pair.
    await tx.execute(
      sql`insert into content_reads (user_id, item_id)
          select u.id, i.id
          from (select id, (row_number() over (order by id) - 1) * 37 % ${ITEMS - PER_USER} as start
                from users where user_type in (2, 3) order by id limit ${READS / PER_USER}) u
          cross join generate_series(0, ${PER_USER - 1}) g
          join (select id, row_number() over (order by id desc) - 1 as k from content_items) i on i.k = u.start + g
          on conflict do nothing`,
    );
    ctx.log('  content: read markers');
  },
};
