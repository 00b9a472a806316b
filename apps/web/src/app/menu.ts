import type { UserType } from '@portal/contracts/user-types';
import { paths } from '../config/paths';
import { accountMenu } from '../features/account/menu';
import { agenciesMenu } from '../features/agencies/menu';
import { clientsMenu } from '../features/clients/menu';
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

/**
 * The role's entries as the sidebar shows them: entries without a section where they come, and
 * all the entries of one section together under one heading, where its first entry comes (two
 * features may add to the same section).
 */
export function menuGroups(userType: UserType): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const entry of MENU) {
    if (!entry.roles.includes(userType)) continue;
    const same = entry.section ? groups.find((group) => group.section === entry.section) : undefined;
    if (same) same.entries.push(entry);
    else groups.push({ section: entry.section, entries: [entry] });
  }
  return groups;
}

/** The role's entries in the order the sidebar shows them. */
export function menuFor(userType: UserType): MenuEntry[] {
  return menuGroups(userType).flatMap((group) => group.entries);
}

export function landingPath(userType: UserType): string {
  return menuFor(userType)[0]?.path ?? paths.account;
}

/** Roles allowed on a path that has a menu entry; undefined for paths outside the menu. */
export function rolesFor(path: string): readonly UserType[] | undefined {
  return MENU.find((entry) => entry.path === path)?.roles;
}
