import { translate } from '@portal/contracts/messages';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { expectRefused } from '../outside/helpers';

/**
 * An outside tester (4) on the Download area: two folder moves at once that together make a loop.
 * A under B's subfolder and B under A's subfolder: each move checked, against the tree its
 * transaction saw, that its target is not inside the folder it moves, and both were right alone,
 * so both committed: A and B each inside the other, a ring of folders under no top folder, which
 * no listing reaches and on which the recursive tree queries (a deletion's, a breadcrumb's) never
 * end. The second move must see the first one's result and be refused as a loop.
 *
 * The race is made certain on PostgreSQL: another connection holds the audit table, so each
 * move waits, after its checks, to write its audit line while the other checks. PGlite runs one
 * transaction at a time: there the moves simply come one after the other.
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const admin = await t.login('admin');

async function folder(name: string, parent: number | null = null) {
  const res = await t.call({
    method: 'POST',
    url: '/en/v1.0/downloads/folders',
    token: admin,
    payload: { name_it: name, audience: ['agents'], parent_id: parent },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.args.response.id as number;
}
const move = (id: number, parent: number, lang: string) =>
  t.call({
    method: 'PATCH',
    url: `/${lang}/v1.0/downloads/folders/${id}`,
    token: admin,
    payload: { parent_id: parent },
  });

/** Whether every folder reaches a top folder going up (read whole and walked here: no query that loops). */
async function everyFolderReachesTheTop() {
  const res = (await t.database.db.execute('select id, parent_id from download_folders')) as unknown as {
    rows: { id: number; parent_id: number | null }[];
  };
  const parent = new Map(res.rows.map((r) => [r.id, r.parent_id]));
  return res.rows.every((r) => {
    let at: number | null | undefined = r.id;
    for (let steps = 0; at != null; steps++) {
      if (steps > parent.size) return false;
      at = parent.get(at);
    }
    return true;
  });
}

const onPostgres = t.database.kind === 'postgres' && t.database.url !== undefined;

/** Two writes at once, each held (on PostgreSQL) at its audit line until both have checked. */
async function together(first: () => Promise<Answer>, second: () => Promise<Answer>): Promise<Answer[]> {
  if (!onPostgres) return [await first(), await second()];
  const outside = new pg.Client({ connectionString: t.database.url });
  await outside.connect();
  try {
    await outside.query('begin');
    await outside.query('lock table audit_events in share mode');
    const running = [first(), second()];
    for (let i = 0; i < 200; i++) {
      const { rows } = await outside.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0].n >= 2) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await outside.query('commit');
    return await Promise.all(running);
  } finally {
    await outside.end();
  }
}
type Answer = Awaited<ReturnType<typeof t.call>>;

async function bothMoves(a: number, intoB: number, b: number, intoA: number) {
  if (!onPostgres) return [await move(a, intoB, 'fr'), await move(b, intoA, 'es')];
  const outside = new pg.Client({ connectionString: t.database.url });
  await outside.connect();
  try {
    await outside.query('begin');
    await outside.query('lock table audit_events in share mode');
    const moves = [move(a, intoB, 'fr'), move(b, intoA, 'es')];
    // Both moves wait: on the audit table, or (once one holds the move's turn) on the other.
    for (let i = 0; i < 200; i++) {
      const { rows } = await outside.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0].n >= 2) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await outside.query('commit');
    return await Promise.all(moves);
  } finally {
    await outside.end();
  }
}

describe('two folder moves that together would make a loop', () => {
  it('one is made, the other is refused as a loop in its language; every folder still has a top', async () => {
    const a = await folder('loop-a');
    const a1 = await folder('loop-a1', a);
    const b = await folder('loop-b');
    const b1 = await folder('loop-b1', b);
    const answers = await bothMoves(a, b1, b, a1);
    const made = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(made.length, JSON.stringify(answers.map((r) => r.body))).toBe(1);
    const lang = answers[0]?.status === 200 ? 'es' : 'fr';
    expectRefused(refused[0] as { status: number; body: unknown }, 400, lang, 'downloads.errors.folderLoop');
    expect(await everyFolderReachesTheTop()).toBe(true);
    // The tree still reads and deletes whole.
    const top = answers[0]?.status === 200 ? b : a;
    expect((await t.call({ method: 'GET', url: `/en/v1.0/downloads?folder=${a1}`, token: admin })).status).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/en/v1.0/downloads/folders/${top}`, token: admin })).status).toBe(
      200,
    );
  });
});

/** How deep the deepest folder is, read whole and walked here. */
async function deepest() {
  const res = (await t.database.db.execute('select id, parent_id from download_folders')) as unknown as {
    rows: { id: number; parent_id: number | null }[];
  };
  const parent = new Map(res.rows.map((r) => [r.id, r.parent_id]));
  let max = 0;
  for (const r of res.rows) {
    let depth = 0;
    for (let at: number | null | undefined = r.id; at != null && depth <= parent.size; at = parent.get(at)) depth++;
    max = Math.max(max, depth);
  }
  return max;
}

describe('a folder made under a tree while the tree is moved deeper', () => {
  it('never nests folders deeper than the limit: one of the two is refused as too deep', async () => {
    let chain: number | null = null;
    for (let i = 1; i <= 4; i++) chain = await folder(`deep-d${i}`, chain);
    const top = await folder('deep-t1');
    let leaf = top;
    for (let i = 2; i <= 4; i++) leaf = await folder(`deep-t${i}`, leaf);
    const answers = await together(
      () => move(top, chain as number, 'it'),
      () =>
        t.call({
          method: 'POST',
          url: '/fr/v1.0/downloads/folders',
          token: admin,
          payload: { name_it: 'deep-new', audience: ['agents'], parent_id: leaf },
        }),
    );
    const [moved, made] = answers as [Answer, Answer];
    expect(
      [moved.status, made.status].filter((s) => s === 200).length,
      JSON.stringify(answers.map((r) => r.body)),
    ).toBe(1);
    const [refused, lang] = moved.status !== 200 ? ([moved, 'it'] as const) : ([made, 'fr'] as const);
    expectRefused(refused, 400, lang);
    expect(refused.body.args.error).toMatchObject({
      key: 'downloads.errors.tooDeep',
      message: translate(lang, 'downloads.errors.tooDeep', { max: 8 }),
    });
    expect(await deepest()).toBeLessThanOrEqual(8);
  });
});
