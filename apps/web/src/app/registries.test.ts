import { readFileSync } from 'node:fs';
import path from 'node:path';
import { USER_TYPE } from '@portal/contracts/user-types';
import { describe, expect, it } from 'vitest';
import type { FeatureRoute, MenuEntry } from '../lib/routes';
import { allowedOn, landingPath, MENU, menuFor, menuGroups } from './menu';

// Each feature declares its routes and menu entries in its own folder; the app lists them.
const routeFiles = import.meta.glob<Record<string, FeatureRoute[]>>('../features/*/routes.ts', { eager: true });
const menuFiles = import.meta.glob<Record<string, MenuEntry[]>>('../features/*/menu.ts', { eager: true });
const routes = Object.values(routeFiles).flatMap((exports) => Object.values(exports).flat());

describe('the feature registries', () => {
  it('list every feature that declares routes in the route table', () => {
    const router = readFileSync(path.join(import.meta.dirname, 'route-table.ts'), 'utf8');
    for (const [file, exports] of Object.entries(routeFiles)) {
      for (const name of Object.keys(exports)) expect(router, file).toContain(`...${name},`);
    }
  });

  it('list every feature that declares menu entries in the menu', () => {
    const declared = Object.values(menuFiles).flatMap((exports) => Object.values(exports).flat());
    expect([...MENU].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      declared.sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it('give every menu entry a signed-in route, and every path one route', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of MENU) {
      const route = routes.find((r) => r.path === entry.path);
      expect(route, entry.path).toBeDefined();
      expect(route?.frame ?? 'app', entry.path).toBe('app');
    }
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
});
