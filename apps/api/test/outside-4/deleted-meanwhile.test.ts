import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dayFrom, input, marker, write } from '../content/helpers';
import { createTestApp } from '../helpers/app';
import { expectRefused } from '../outside/helpers';

/**
 * An outside tester (4): a promotion deleted while a customer adheres to it. The deletion finds no
 * adhesion and deletes the item; the adhesion, which read the promotion before, waits to write its
 * row on the item's lock and then finds the item gone: the database refuses the row (a foreign key,
 * 23503), which was answered 500. The adhesion is told the data changed (409, in its language),
 * nothing of it is kept, and the deletion stands.
 *
 * The order is made certain on PostgreSQL: another connection holds the audit table, so the
 * deletion waits to write its audit line (the item already deleted, not yet committed) while the
 * adhesion starts. PGlite runs one transaction at a time: there the deletion simply comes first.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const [admin, customer] = await Promise.all([t.login('admin'), t.login('customer')]);
const onPostgres = t.database.kind === 'postgres' && t.database.url !== undefined;

const count = async (query: string) =>
  ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

describe('a promotion deleted while a customer adheres', () => {
  it('the deletion stands; the adhesion is a 409 (or a 404) in its language, never a 500, and keeps nothing', async () => {
    const id = await write(t, admin, 'promotion', {
      ...input(marker('gone')),
      adhesion: {
        fields: [{ key: 'pieces', type: 'number', required: true, labels: { it: 'Pezzi' } }],
        conditions: { it: 'Condizioni.' },
        opens_on: dayFrom(-1),
      },
    } as never);
    const del = () => t.call({ method: 'DELETE', url: `/it/v1.0/content/item/${id}`, token: admin });
    const adhere = () =>
      t.call({
        method: 'POST',
        url: `/fr/v1.0/content/item/${id}/adhesion`,
        token: customer,
        payload: { values: { pieces: '3' } },
      });
    let deleted: Awaited<ReturnType<typeof del>>;
    let adhesion: Awaited<ReturnType<typeof adhere>>;
    if (!onPostgres) {
      deleted = await del();
      adhesion = await adhere();
    } else {
      const outside = new pg.Client({ connectionString: t.database.url });
      await outside.connect();
      try {
        await outside.query('begin');
        await outside.query('lock table audit_events in share mode');
        const deleting = del();
        const waiting = async (n: number) => {
          for (let i = 0; i < 200; i++) {
            const { rows } = await outside.query(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            );
            if (rows[0].n >= n) return;
            await new Promise((r) => setTimeout(r, 25));
          }
        };
        await waiting(1);
        const adhering = adhere();
        await waiting(2);
        await outside.query('commit');
        [deleted, adhesion] = await Promise.all([deleting, adhering]);
      } finally {
        await outside.end();
      }
    }
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    if (adhesion.status === 409) expectRefused(adhesion, 409, 'fr', 'errors.conflict');
    else expectRefused(adhesion, 404, 'fr', 'errors.notFound');
    expect(await count(`select count(*)::int as n from promotion_adhesions where item_id = ${id}`)).toBe(0);
    expect(await count(`select count(*)::int as n from content_items where id = ${id}`)).toBe(0);
  });
});
