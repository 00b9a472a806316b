import { USER_TYPE } from '@portal/contracts/user-types';
import { IconMailForward } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

export const menu: MenuEntry[] = [
  {
    order: 110,
    path: paths.adminOutbox,
    labelKey: 'outbox.page.title',
    roles: [USER_TYPE.admin, USER_TYPE.sales],
    icon: IconMailForward,
    section: 'administration',
  },
];
