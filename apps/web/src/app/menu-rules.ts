import type { UserType } from '@portal/contracts/user-types';
import type { MenuEntry } from '../lib/routes';

/**
 * Who sees which menu entry, in which order and under which heading (PRODUCT.md §2), for the
 * entries given: app/menu.ts gives every feature's (found with Vite), the browser tests theirs
 * (e2e/menu.ts, found without Vite).
 */

export type MenuGroup = { section?: MenuEntry['section']; entries: MenuEntry[] };

/** Who the menu is for: the role, and for a customer whether it is the press. */
export type Viewer = { userType: UserType; press?: boolean };

export const viewerOf = (user: { userType: UserType; customer: { press: boolean } | null }): Viewer => ({
  userType: user.userType,
  press: user.customer?.press ?? false,
});

/**
 * Every feature's entries in the order they declare (`MenuEntry.order`), whatever order the
 * features are found in. A feature numbers its entries in a ten of its own (the dashboard 10, the
 * agencies 20 and 21…, the account 130), leaving room for a new one between two others.
 */
export const inMenuOrder = (features: readonly (readonly MenuEntry[])[]): readonly MenuEntry[] =>
  features.flat().sort((a, b) => a.order - b.order);

const shows = (entry: MenuEntry, viewer: Viewer) =>
  entry.roles.includes(viewer.userType) && (!viewer.press || entry.forPress === true);

/**
 * The menu of `entries` (in menu order), and `fallback` the landing path of a viewer with no
 * entry. The first entry a viewer sees is where it lands after signing in.
 */
export function createMenu(entries: readonly MenuEntry[], fallback: string) {
  /**
   * The viewer's entries as the sidebar shows them: entries without a section where they come,
   * and all the entries of one section together under one heading, where its first entry comes
   * (two features may add to the same section).
   */
  function menuGroups(viewer: Viewer): MenuGroup[] {
    const groups: MenuGroup[] = [];
    for (const entry of entries) {
      if (!shows(entry, viewer)) continue;
      const same = entry.section ? groups.find((group) => group.section === entry.section) : undefined;
      if (same) same.entries.push(entry);
      else groups.push({ section: entry.section, entries: [entry] });
    }
    return groups;
  }

  /** The viewer's entries in the order the sidebar shows them. */
  function menuFor(viewer: Viewer): MenuEntry[] {
    return menuGroups(viewer).flatMap((group) => group.entries);
  }

  function landingPath(viewer: Viewer): string {
    return menuFor(viewer)[0]?.path ?? fallback;
  }

  /** Whether the viewer may open a path that has a menu entry; undefined for paths outside the menu. */
  function allowedOn(path: string, viewer: Viewer): boolean | undefined {
    const entry = entries.find((e) => e.path === path);
    return entry ? shows(entry, viewer) : undefined;
  }

  return { menuGroups, menuFor, landingPath, allowedOn };
}

/**
 * The entry a path belongs to: the one whose path it is or lies under, the longest when several do
 * (`/ready-stock/reservations` is Reservations, not Ready for delivery as well).
 */
export function activeMenuPath(paths: readonly string[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const path of paths) {
    const under = pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
    if (under && (!best || path.length > best.length)) best = path;
  }
  return best;
}
