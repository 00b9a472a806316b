import { USER_TYPE } from '@portal/contracts/user-types';
import { IconUserPlus } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

export const registrationsMenu: MenuEntry[] = [
  {
    path: paths.adminRegistrations,
    labelKey: 'registrations.page.title',
    roles: [USER_TYPE.admin],
    icon: IconUserPlus,
    section: 'administration',
  },
];
