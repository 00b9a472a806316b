import { USER_TYPE } from '@portal/contracts/user-types';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent, customer } = USER_TYPE;

/**
 * PRODUCT.md §2: the first screen of every role with sales of its own (staff all agencies, an
 * agent the own agency, a customer its own purchases); the press sees only its own screens.
 */
export const dashboardMenu: MenuEntry[] = [
  {
    path: paths.dashboard,
    labelKey: 'dashboard.page.title',
    roles: [admin, sales, agent, customer],
    icon: IconLayoutDashboard,
  },
];
