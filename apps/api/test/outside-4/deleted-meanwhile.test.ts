import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dayFrom, input, marker, write } from '../content/helpers';
import { createTestApp } from '../helpers/app';
import { expectRefused } from '../outside/helpers';

/**
 * An outside tester (4): a promotion deleted, or its adhesion form removed, while a customer
 * adheres to it.
 *
 * Deleted: the deletion finds no adhesion and deletes the item; the adhesion, which read the
 * promotion before, waits to write its row on the item's lock and then finds the item gone: the
 * database refuses the row (a foreign key, 23503), which was answered 500. The adhesion is told
 * the data changed (409, in its language) or that the promotion is missing, and keeps nothing.
 *
 * Form removed: the change finds no adhesion and removes the form; the adhesion, checked against
 * the form it read before, was written once the change committed: an adhesion, with a link to
 * sign it, to a promotion that has no form (staff could not see it in the editor, which shows no
 * form). Either the change comes first and the adhesion is refused as missing, or the adhesion
 * does and the change is refused as the form being in use.
 *
 * The order is made certain on PostgreSQL: another connection holds the audit table, so staff's
 * write waits to write its audit line (the item deleted or the form removed, not yet committed)
 * while the adhesion starts. PGlite runs one transaction at a time: there staff's write simply
 * comes first.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const [admin, customer] = await Promise.all([t.login('admin'), t.login('customer')]);
const onPostgres = t.database.kind === 'postgres' && t.database.url !== undefined;

type Answer = Awaited<ReturnType<typeof t.call>>;

const count = async (query: string) =>
  ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

const title = marker('gone');
const promotion = () =>
  write(t, admin, 'promotion', {
    ...input(title),
    adhesion: {
      fields: [{ key: 'pieces', type: 'number', required: true, labels: { it: 'Pezzi' } }],
      conditions: { it: 'Condizioni.' },
      opens_on: dayFrom(-1),
    },
  } as never);
const adhere = (id: number) =>
  t.call({
    method: 'POST',
    url: `/fr/v1.0/content/item/${id}/adhesion`,
    token: customer,
    payload: { values: { pieces: '3' } },
  });

/** Staff's write, held (on PostgreSQL) at its audit line while the customer's adhesion starts. */
async function whileHeld(staff: () => Promise<Answer>, customerCall: () => Promise<Answer>): Promise<[Answer, Answer]> {
  if (!onPostgres) return [await staff(), await customerCall()];
  const outside = new pg.Client({ connectionString: t.database.url });
  await outside.connect();
  try {
    await outside.query('begin');
    await outside.query('lock table audit_events in share mode');
    const waiting = async (n: number) => {
      for (let i = 0; i < 200; i++) {
        const { rows } = await outside.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= n) return;
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const first = staff();
    await waiting(1);
    const second = customerCall();
    await waiting(2);
    await outside.query('commit');
    return await Promise.all([first, second]);
  } finally {
    await outside.end();
  }
}

describe('a promotion deleted while a customer adheres', () => {
  it('the deletion stands; the adhesion is a 409 (or a 404) in its language, never a 500, and keeps nothing', async () => {
    const id = await promotion();
    const [deleted, adhesion] = await whileHeld(
      () => t.call({ method: 'DELETE', url: `/it/v1.0/content/item/${id}`, token: admin }),
      () => adhere(id),
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    if (adhesion.status === 409) expectRefused(adhesion, 409, 'fr', 'errors.conflict');
    else expectRefused(adhesion, 404, 'fr', 'errors.notFound');
    expect(await count(`select count(*)::int as n from promotion_adhesions where item_id = ${id}`)).toBe(0);
    expect(await count(`select count(*)::int as n from content_items where id = ${id}`)).toBe(0);
  });
});

describe('a promotion whose form is removed while a customer adheres', () => {
  it('either the removal or the adhesion is refused: never an adhesion to a promotion without a form', async () => {
    const id = await promotion();
    const [changed, adhesion] = await whileHeld(
      () =>
        t.call({
          method: 'PUT',
          url: `/it/v1.0/content/item/${id}`,
          token: admin,
          payload: { ...input(title), adhesion: null },
        }),
      () => adhere(id),
    );
    if (changed.status === 200) expectRefused(adhesion, 404, 'fr', 'errors.notFound');
    else {
      expectRefused(changed, 409, 'it', 'content.adhesion.errors.formInUse');
      expect(adhesion.status, JSON.stringify(adhesion.body)).toBe(200);
    }
    expect(
      await count(
        `select count(*)::int as n from promotion_adhesions a
          where a.item_id = ${id} and not exists (select 1 from promotion_forms f where f.item_id = a.item_id)`,
      ),
    ).toBe(0);
  });
});
