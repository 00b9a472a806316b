import { USER_TYPE } from '@portal/contracts/user-types';
import { IconChartBar, IconTrophy } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent, customer } = USER_TYPE;

export const menu: MenuEntry[] = [
  { order: 30, path: paths.revenue, labelKey: 'sales.page.title', roles: [admin, sales, agent], icon: IconChartBar },
  // PRODUCT.md §2: every role, each in its own scope (a customer its own purchases).
  {
    order: 31,
    path: paths.bestSellers,
    labelKey: 'sales.page.bestSellers.title',
    roles: [admin, sales, agent, customer],
    icon: IconTrophy,
  },
];
