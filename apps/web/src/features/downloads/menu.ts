import { USER_TYPE } from '@portal/contracts/user-types';
import { IconFolderDown } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent, customer } = USER_TYPE;

/** PRODUCT.md §2: staff manage the Download area; agents, customers and the press read it. */
export const menu: MenuEntry[] = [
  {
    order: 79,
    path: paths.downloads,
    labelKey: 'downloads.page.title',
    roles: [admin, sales, agent, customer],
    forPress: true,
    icon: IconFolderDown,
  },
];
