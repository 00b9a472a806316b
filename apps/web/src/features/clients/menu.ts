import { USER_TYPE } from '@portal/contracts/user-types';
import { IconAddressBook } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent } = USER_TYPE;

export const clientsMenu: MenuEntry[] = [
  { path: paths.clients, labelKey: 'clients.page.title', roles: [admin, sales, agent], icon: IconAddressBook },
];
