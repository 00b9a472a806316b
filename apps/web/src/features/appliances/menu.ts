import { USER_TYPE } from '@portal/contracts/user-types';
import { IconFridge, IconTags } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent, customer } = USER_TYPE;

/** PRODUCT.md §2: anyone signed in reads the price list, but the press. */
export const menu: MenuEntry[] = [
  {
    order: 86,
    path: paths.searchPrices,
    labelKey: 'appliances.page.searchTitle',
    roles: [admin, sales, agent, customer],
    icon: IconTags,
  },
  {
    order: 87,
    path: paths.homeAppliances,
    labelKey: 'appliances.page.catalogueTitle',
    roles: [admin, sales, agent, customer],
    icon: IconFridge,
  },
];
