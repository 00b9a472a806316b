import { USER_TYPE } from '@portal/contracts/user-types';
import { IconUserCircle } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent, customer } = USER_TYPE;

export const menu: MenuEntry[] = [
  {
    order: 130,
    path: paths.account,
    labelKey: 'account.page.title',
    roles: [admin, sales, agent, customer],
    icon: IconUserCircle,
    forPress: true,
  },
];
