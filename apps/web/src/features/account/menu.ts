import { USER_TYPE } from '@portal/contracts/user-types';
import { IconUserCircle } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent, customer } = USER_TYPE;

export const accountMenu: MenuEntry[] = [
  {
    path: paths.account,
    labelKey: 'account.page.title',
    roles: [admin, sales, agent, customer],
    icon: IconUserCircle,
    forPress: true,
  },
];
