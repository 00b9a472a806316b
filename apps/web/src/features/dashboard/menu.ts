import { USER_TYPE } from '@portal/contracts/user-types';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent, customer } = USER_TYPE;

/**
 * PRODUCT.md §2: the first screen of every role (staff all agencies, an agent the own agency, a
 * customer its own purchases); the press lands here too and sees only the tiles made for it.
 */
export const menu: MenuEntry[] = [
  {
    order: 10,
    path: paths.dashboard,
    labelKey: 'dashboard.page.title',
    roles: [admin, sales, agent, customer],
    forPress: true,
    icon: IconLayoutDashboard,
  },
];
