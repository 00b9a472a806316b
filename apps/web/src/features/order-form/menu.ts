import { USER_TYPE } from '@portal/contracts/user-types';
import { IconClipboardList, IconFileInvoice } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent, customer } = USER_TYPE;

/** PRODUCT.md §2: staff see every order, an agent orders for their clients, a customer for itself (not the press). */
export const menu: MenuEntry[] = [
  {
    order: 84,
    path: paths.orderForm,
    labelKey: 'orderForm.page.title',
    roles: [admin, sales, agent, customer],
    icon: IconFileInvoice,
  },
  {
    order: 85,
    path: paths.orders,
    labelKey: 'orderForm.page.listTitle',
    roles: [admin, sales, agent, customer],
    icon: IconClipboardList,
  },
];
