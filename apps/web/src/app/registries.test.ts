import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { USER_TYPE } from '@portal/contracts/user-types';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import type { BackgroundTask, FeatureRoute, MenuEntry } from '../lib/routes';
import { BACKGROUND_TASKS, backgroundFor } from './background';
import { allowedOn, landingPath, MENU, menuFor, menuGroups } from './menu';
import { FEATURE_ROUTES } from './route-table';

/*
 * Each feature declares its paths, routes and menu entries in its own folder, and the app finds
 * them there (import.meta.glob). Read here from the folders themselves, so that a feature the
 * app does not find (a file or an export misnamed, a pattern changed) fails.
 */
const featuresDir = path.join(import.meta.dirname, '../features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The feature's `file` (`routes`, `menu`, `paths`), imported, or undefined without one. */
async function ownFile(feature: string, file: string): Promise<Record<string, unknown> | undefined> {
  const at = path.join(featuresDir, feature, `${file}.ts`);
  return existsSync(at) ? import(at) : undefined;
}

describe('the feature registries', () => {
  it('find the routes of every feature folder, and only theirs', async () => {
    const found: FeatureRoute[] = [];
    for (const feature of features) {
      const screens = existsSync(path.join(featuresDir, feature, 'screens'));
      const file = await ownFile(feature, 'routes');
      // Screens are shown through routes only.
      if (screens) expect(file, `features/${feature}/routes.ts`).toBeDefined();
      if (!file) continue;
      const routes = file.routes as FeatureRoute[];
      expect(routes, `features/${feature}/routes.ts exports its routes as "routes"`).toBeInstanceOf(Array);
      expect(routes.length, feature).toBeGreaterThan(0);
      for (const route of routes) expect(FEATURE_ROUTES, `${feature}: ${route.path}`).toContain(route);
      found.push(...routes);
    }
    expect(FEATURE_ROUTES).toHaveLength(found.length);
  });

  it('find the menu entries of every feature folder, and only theirs', async () => {
    const found: MenuEntry[] = [];
    for (const feature of features) {
      const file = await ownFile(feature, 'menu');
      if (!file) continue;
      const menu = file.menu as MenuEntry[];
      expect(menu, `features/${feature}/menu.ts exports its entries as "menu"`).toBeInstanceOf(Array);
      for (const entry of menu) expect(MENU, `${feature}: ${entry.path}`).toContain(entry);
      found.push(...menu);
    }
    expect(found.length).toBeGreaterThan(0);
    expect(MENU).toHaveLength(found.length);
  });

  it("find the paths of every feature folder, one feature's each, and give every route one", async () => {
    const found: Record<string, string> = { home: '/' };
    for (const feature of features) {
      const file = await ownFile(feature, 'paths');
      if (!file) continue;
      const own = file.paths as Record<string, string>;
      expect(own, `features/${feature}/paths.ts exports its paths as "paths"`).toBeInstanceOf(Object);
      for (const [name, at] of Object.entries(own)) {
        expect(found, `${feature}: ${name} is another feature's`).not.toHaveProperty(name);
        expect(Object.values(found), `${feature}: ${at} is another feature's`).not.toContain(at);
        found[name] = at;
      }
    }
    expect(paths).toEqual(found);
    for (const route of FEATURE_ROUTES) expect(Object.values(paths), route.path).toContain(route.path);
  });

  it('give every menu entry a signed-in route, and every path one route', () => {
    const routes = FEATURE_ROUTES.map((r) => r.path);
    expect(new Set(routes).size).toBe(routes.length);
    for (const entry of MENU) {
      const route = FEATURE_ROUTES.find((r) => r.path === entry.path);
      expect(route, entry.path).toBeDefined();
      expect(route?.frame ?? 'app', entry.path).toBe('app');
    }
  });

  it('list the entries in the order they declare, each at a place of its own', () => {
    const orders = MENU.map((entry) => entry.order);
    expect(new Set(orders).size, 'two entries declare the same order').toBe(orders.length);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('show each menu section under one heading for every role, even when two features add to it', () => {
    for (const userType of Object.values(USER_TYPE)) {
      const sections = menuGroups({ userType }).flatMap((group) => (group.section ? [group.section] : []));
      expect(new Set(sections).size, `userType ${userType}`).toBe(sections.length);
    }
    const staff = menuGroups({ userType: USER_TYPE.admin }).find((group) => group.section === 'materialManagement');
    expect(staff?.entries.length).toBeGreaterThan(3);
  });

  it('give a press customer only the entries marked for the press, and refuse it the other screens', () => {
    const retailer = { userType: USER_TYPE.customer, press: false };
    const press = { userType: USER_TYPE.customer, press: true };
    const pressPaths = menuFor(press).map((entry) => entry.path);
    expect(pressPaths.length).toBeGreaterThan(0);
    expect(MENU.filter((entry) => pressPaths.includes(entry.path)).every((entry) => entry.forPress)).toBe(true);
    const retailerOnly = menuFor(retailer).filter((entry) => !entry.forPress);
    expect(retailerOnly.length).toBeGreaterThan(0);
    for (const entry of retailerOnly) {
      expect(allowedOn(entry.path, retailer), entry.path).toBe(true);
      expect(allowedOn(entry.path, press), entry.path).toBe(false);
    }
    expect(pressPaths).toContain(landingPath(press));
  });

  it('find the background work of every feature folder, and run it only for its roles', async () => {
    const found: BackgroundTask[] = [];
    for (const feature of features) {
      const file = await ownFile(feature, 'background');
      if (!file) continue;
      const task = file.background as BackgroundTask;
      expect(typeof task.load, `features/${feature}/background.ts exports its work as "background"`).toBe('function');
      expect(BACKGROUND_TASKS, feature).toContain(task);
      found.push(task);
    }
    expect(found.length).toBeGreaterThan(0);
    expect(BACKGROUND_TASKS).toHaveLength(found.length);
    // The order queue's runner: whoever may order, not the press.
    expect(backgroundFor({ userType: USER_TYPE.agent })).toHaveLength(1);
    expect(backgroundFor({ userType: USER_TYPE.customer, press: true })).toHaveLength(0);
  });
});
