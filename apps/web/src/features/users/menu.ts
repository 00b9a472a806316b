import { USER_TYPE } from '@portal/contracts/user-types';
import { IconUsers } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

export const menu: MenuEntry[] = [
  {
    order: 90,
    path: paths.adminUsers,
    labelKey: 'users.page.title',
    roles: [USER_TYPE.admin],
    icon: IconUsers,
    section: 'administration',
  },
];
