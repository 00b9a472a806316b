import { USER_TYPE } from '@portal/contracts/user-types';
import { IconBookmarks, IconTruckLoading } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent, customer } = USER_TYPE;

/** PRODUCT.md §2: everyone but the press sees the ready stock; agents and customers reserve, staff decide. */
export const menu: MenuEntry[] = [
  {
    order: 88,
    path: paths.readyStock,
    labelKey: 'readyStock.page.title',
    roles: [admin, sales, agent, customer],
    icon: IconTruckLoading,
  },
  {
    order: 89,
    path: paths.readyReservations,
    labelKey: 'readyStock.page.reservationsTitle',
    roles: [admin, sales, agent, customer],
    icon: IconBookmarks,
  },
];
