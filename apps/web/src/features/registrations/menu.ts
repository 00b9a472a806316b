import { USER_TYPE } from '@portal/contracts/user-types';
import { IconUserPlus } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

export const menu: MenuEntry[] = [
  {
    order: 100,
    path: paths.adminRegistrations,
    labelKey: 'registrations.page.title',
    roles: [USER_TYPE.admin],
    icon: IconUserPlus,
    section: 'administration',
  },
];
