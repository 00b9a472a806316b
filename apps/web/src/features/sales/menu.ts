import { USER_TYPE } from '@portal/contracts/user-types';
import { IconChartBar, IconTrophy } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent, customer } = USER_TYPE;

export const salesMenu: MenuEntry[] = [
  { path: paths.revenue, labelKey: 'sales.page.title', roles: [admin, sales, agent], icon: IconChartBar },
  // PRODUCT.md §2: every role, each in its own scope (a customer its own purchases).
  {
    path: paths.bestSellers,
    labelKey: 'sales.page.bestSellers.title',
    roles: [admin, sales, agent, customer],
    icon: IconTrophy,
  },
];
