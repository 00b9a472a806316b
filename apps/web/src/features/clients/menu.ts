import { USER_TYPE } from '@portal/contracts/user-types';
import { IconAddressBook } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent } = USER_TYPE;

export const menu: MenuEntry[] = [
  {
    order: 50,
    path: paths.clients,
    labelKey: 'clients.page.title',
    roles: [admin, sales, agent],
    icon: IconAddressBook,
  },
];
