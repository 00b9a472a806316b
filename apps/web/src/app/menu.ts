import { USER_TYPE, type UserType } from '@portal/contracts/user-types';
import {
  type Icon,
  IconAddressBook,
  IconBuilding,
  IconBuildingStore,
  IconFileCertificate,
  IconMailForward,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '../config/paths';

export type MenuEntry = {
  path: string;
  /** Key in locales/*.ts. */
  labelKey: string;
  roles: readonly UserType[];
  icon: Icon;
  /** Entries of a section are listed under its heading. */
  section?: 'administration';
};

const { admin, sales, agent, customer } = USER_TYPE;
const everyone = [admin, sales, agent, customer] as const;

/**
 * The menu by role (PRODUCT.md §2). An entry is listed only once its screen works; each feature
 * adds its own. The first entry a role sees is where it lands after signing in.
 */
export const MENU: readonly MenuEntry[] = [
  { path: paths.agencies, labelKey: 'agencies.page.title', roles: [admin, sales], icon: IconBuildingStore },
  { path: paths.myAgency, labelKey: 'agencies.page.myTitle', roles: [agent], icon: IconBuilding },
  { path: paths.registry, labelKey: 'sheets.registry.title', roles: [admin, sales, agent], icon: IconFileCertificate },
  { path: paths.clients, labelKey: 'clients.page.title', roles: [admin, sales, agent], icon: IconAddressBook },
  { path: paths.adminUsers, labelKey: 'users.page.title', roles: [admin], icon: IconUsers, section: 'administration' },
  {
    path: paths.adminRegistrations,
    labelKey: 'registrations.page.title',
    roles: [admin],
    icon: IconUserPlus,
    section: 'administration',
  },
  {
    path: paths.adminOutbox,
    labelKey: 'outbox.page.title',
    roles: [admin, sales],
    icon: IconMailForward,
    section: 'administration',
  },
  { path: paths.account, labelKey: 'account.page.title', roles: everyone, icon: IconUserCircle },
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
