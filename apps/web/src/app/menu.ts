import { paths } from '../config/paths';
import type { MenuEntry } from '../lib/routes';
import { createMenu, inMenuOrder } from './menu-rules';

export { type MenuGroup, type Viewer, viewerOf } from './menu-rules';

/**
 * Every feature's menu entries (its `menu.ts`, exported as `menu`), found from the feature
 * folders, in the order they declare. An entry is listed only once its screen works.
 */
const features = import.meta.glob<readonly MenuEntry[]>('../features/*/menu.ts', { eager: true, import: 'menu' });

/** The menu by role (PRODUCT.md §2); app/menu-rules.ts says who sees what. */
export const MENU: readonly MenuEntry[] = inMenuOrder(Object.values(features));

export const { menuGroups, menuFor, landingPath, allowedOn } = createMenu(MENU, paths.account);
