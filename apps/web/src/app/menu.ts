import type { UserType } from '@portal/contracts/user-types';
import { paths } from '../config/paths';
import { accountMenu } from '../features/account/menu';
import { agenciesMenu } from '../features/agencies/menu';
import { clientsMenu } from '../features/clients/menu';
import { dashboardMenu } from '../features/dashboard/menu';
import { importsMenu } from '../features/imports/menu';
import { invoicesMenu } from '../features/invoices/menu';
import { materialsMenu } from '../features/materials/menu';
import { outboxMenu } from '../features/outbox/menu';
import { registrationsMenu } from '../features/registrations/menu';
import { salesMenu } from '../features/sales/menu';
import { sheetsMenu } from '../features/sheets/menu';
import { shipmentsMenu } from '../features/shipments/menu';
import { usersMenu } from '../features/users/menu';
import type { MenuEntry } from '../lib/routes';

/**
 * The menu by role (PRODUCT.md §2): each feature's entries (its `menu.ts`), one line per feature,
 * in the order shown. An entry is listed only once its screen works. The first entry a role sees
 * is where it lands after signing in.
 */
export const MENU: readonly MenuEntry[] = [
  ...dashboardMenu,
  ...agenciesMenu,
  ...salesMenu,
  ...sheetsMenu,
  ...clientsMenu,
  ...materialsMenu,
  ...shipmentsMenu,
  ...invoicesMenu,
  ...usersMenu,
  ...registrationsMenu,
  ...outboxMenu,
  ...importsMenu,
  ...accountMenu,
];

export type MenuGroup = { section?: MenuEntry['section']; entries: MenuEntry[] };

/** Who the menu is for: the role, and for a customer whether it is the press. */
export type Viewer = { userType: UserType; press?: boolean };

export const viewerOf = (user: { userType: UserType; customer: { press: boolean } | null }): Viewer => ({
  userType: user.userType,
  press: user.customer?.press ?? false,
});

const shows = (entry: MenuEntry, viewer: Viewer) =>
  entry.roles.includes(viewer.userType) && (!viewer.press || entry.forPress === true);

/**
 * The viewer's entries as the sidebar shows them: entries without a section where they come, and
 * all the entries of one section together under one heading, where its first entry comes (two
 * features may add to the same section).
 */
export function menuGroups(viewer: Viewer): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const entry of MENU) {
    if (!shows(entry, viewer)) continue;
    const same = entry.section ? groups.find((group) => group.section === entry.section) : undefined;
    if (same) same.entries.push(entry);
    else groups.push({ section: entry.section, entries: [entry] });
  }
  return groups;
}

/** The viewer's entries in the order the sidebar shows them. */
export function menuFor(viewer: Viewer): MenuEntry[] {
  return menuGroups(viewer).flatMap((group) => group.entries);
}

export function landingPath(viewer: Viewer): string {
  return menuFor(viewer)[0]?.path ?? paths.account;
}

/** Whether the viewer may open a path that has a menu entry; undefined for paths outside the menu. */
export function allowedOn(path: string, viewer: Viewer): boolean | undefined {
  const entry = MENU.find((e) => e.path === path);
  return entry ? shows(entry, viewer) : undefined;
}
