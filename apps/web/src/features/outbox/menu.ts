import { USER_TYPE } from '@portal/contracts/user-types';
import { IconMailForward } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

export const outboxMenu: MenuEntry[] = [
  {
    path: paths.adminOutbox,
    labelKey: 'outbox.page.title',
    roles: [USER_TYPE.admin, USER_TYPE.sales],
    icon: IconMailForward,
    section: 'administration',
  },
];
