import { readdirSync } from 'node:fs';
import path from 'node:path';
import { USER_TYPE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardTile, loadModules } from '../../src/modules/index';
import { createTestApp, type DemoUser, loginAll, type TestApp } from '../helpers/app';

/*
 * The dashboard's tiles are found from the modules: each module that brings one declares it in
 * its descriptor (`dashboard`, from its `tiles.ts`), and the dashboard module serves each at
 * `dashboard/<path>` to the roles the tile names. A tile a module writes but does not declare,
 * or declares but the dashboard does not serve, fails here.
 */
const modulesDir = path.resolve(import.meta.dirname, '../../src/modules');
const withTiles = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) => readdirSync(path.join(modulesDir, entry.name)).includes('tiles.ts'))
  .map((entry) => entry.name);

const isTile = (value: unknown): value is DashboardTile =>
  typeof value === 'object' && value !== null && 'path' in value && 'roles' in value && 'data' in value;

const USERS: Record<DemoUser, number> = {
  admin: USER_TYPE.admin,
  sales: USER_TYPE.sales,
  agent: USER_TYPE.agent,
  agent2: USER_TYPE.agent,
  customer: USER_TYPE.customer,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the dashboard tiles found from the modules', () => {
  it('are every tile a module writes in its tiles.ts, in that module’s descriptor', async () => {
    // Other domains add theirs (content, downloads): these at least.
    expect(withTiles).toEqual(
      expect.arrayContaining([
        'invoices',
        'materials',
        'order-form',
        'outbox',
        'ready-stock',
        'registrations',
        'sales',
        'sheets',
        'shipments',
      ]),
    );
    const modules = await loadModules();
    for (const folder of withTiles) {
      const written = Object.values(
        (await import(path.join(modulesDir, folder, 'tiles.ts'))) as Record<string, unknown>,
      ).filter(isTile);
      expect(written.length, folder).toBeGreaterThan(0);
      const declared = modules.find((domain) => domain.name === folder)?.dashboard ?? [];
      expect(declared, folder).toEqual(expect.arrayContaining(written));
    }
    const all = modules.flatMap((domain) => domain.dashboard ?? []);
    expect(new Set(all.map((tile) => tile.id)).size).toBe(all.length);
    expect(new Set(all.map((tile) => tile.path)).size).toBe(all.length);
  });

  it('keep the spec §7 paths', async () => {
    const paths = Object.fromEntries(
      (await loadModules()).flatMap((domain) => (domain.dashboard ?? []).map((tile) => [tile.id, tile.path])),
    );
    expect(paths).toMatchObject({
      revenue: '',
      premia: 'premia',
      materials: 'materials',
      'status-schede': 'status-schede',
      registrations: 'registrations',
      shipments: 'shipments',
      reservations: 'reservations',
      outbox: 'outbox',
      orders: 'orders',
      invoices: 'invoices',
    });
  });

  it('are each served at dashboard/<path> to the roles it names, and refused to the others', async () => {
    const tokens = await loginAll(t);
    for (const tile of (await loadModules()).flatMap((domain) => domain.dashboard ?? [])) {
      const url = `/en/v1.0/dashboard/${tile.path}`;
      for (const [user, userType] of Object.entries(USERS) as [DemoUser, number][]) {
        const res = await t.call({ method: 'GET', url, token: tokens[user] });
        expect(res.status, `${tile.id} for ${user}`).toBe(tile.roles.includes(userType as never) ? 200 : 403);
        if (res.status === 200) expect(res.body.args.response, `${tile.id} for ${user}`).toBeTypeOf('object');
      }
      expect((await t.call({ method: 'GET', url })).status, `${tile.id} anonymous`).toBe(401);
    }
  });

  it('answer 404 on a tile nobody brings', async () => {
    const res = await t.call({ method: 'GET', url: '/en/v1.0/dashboard/nothing', token: await t.login('admin') });
    expect(res.status).toBe(404);
  });
});
