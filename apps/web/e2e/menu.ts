import { existsSync, readdirSync } from 'node:fs';
import { createMenu, inMenuOrder } from '../src/app/menu-rules';
import { paths } from '../src/features/account/paths';
import type { MenuEntry } from '../src/lib/routes';

/*
 * The app's menu for the browser tests to expect: each feature's `menu.ts`, found here from the
 * feature folders as app/menu.ts finds them with Vite's import.meta.glob (Playwright loads the
 * specs without Vite), ordered and shown by the same rules (app/menu-rules.ts).
 */
const features = new URL('../src/features/', import.meta.url);
const menus = readdirSync(features)
  .map((name) => new URL(`${name}/menu.ts`, features))
  .filter((file) => existsSync(file));
const lists = await Promise.all(menus.map(async (file) => (await import(file.href)).menu as readonly MenuEntry[]));

export const { menuFor, landingPath } = createMenu(inMenuOrder(lists), paths.account);
