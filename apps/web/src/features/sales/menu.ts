import { USER_TYPE } from '@portal/contracts/user-types';
import { IconChartBar } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent } = USER_TYPE;

export const salesMenu: MenuEntry[] = [
  { path: paths.revenue, labelKey: 'sales.page.title', roles: [admin, sales, agent], icon: IconChartBar },
];
