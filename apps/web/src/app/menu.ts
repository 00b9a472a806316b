import type { UserType } from '@portal/contracts/user-types';
import { paths } from '../config/paths';
import { accountMenu } from '../features/account/menu';
import { agenciesMenu } from '../features/agencies/menu';
import { clientsMenu } from '../features/clients/menu';
import { outboxMenu } from '../features/outbox/menu';
import { registrationsMenu } from '../features/registrations/menu';
import { sheetsMenu } from '../features/sheets/menu';
import { usersMenu } from '../features/users/menu';
import type { MenuEntry } from '../lib/routes';

/**
 * The menu by role (PRODUCT.md §2): each feature's entries (its `menu.ts`), one line per feature,
 * in the order shown. An entry is listed only once its screen works. The first entry a role sees
 * is where it lands after signing in.
 */
export const MENU: readonly MenuEntry[] = [
  ...agenciesMenu,
  ...sheetsMenu,
  ...clientsMenu,
  ...usersMenu,
  ...registrationsMenu,
  ...outboxMenu,
  ...accountMenu,
];

export function menuFor(userType: UserType): MenuEntry[] {
  return MENU.filter((entry) => entry.roles.includes(userType));
}

export function landingPath(userType: UserType): string {
  return menuFor(userType)[0]?.path ?? paths.account;
}

/** Roles allowed on a path that has a menu entry; undefined for paths outside the menu. */
export function rolesFor(path: string): readonly UserType[] | undefined {
  return MENU.find((entry) => entry.path === path)?.roles;
}
