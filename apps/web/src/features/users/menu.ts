import { USER_TYPE } from '@portal/contracts/user-types';
import { IconUsers } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

export const usersMenu: MenuEntry[] = [
  {
    path: paths.adminUsers,
    labelKey: 'users.page.title',
    roles: [USER_TYPE.admin],
    icon: IconUsers,
    section: 'administration',
  },
];
