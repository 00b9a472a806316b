import { USER_TYPE } from '@portal/contracts/user-types';
import { IconFileInvoice } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent, customer } = USER_TYPE;

/** PRODUCT.md §2: staff see every invoice, an agent the own clients', a customer its own. */
export const menu: MenuEntry[] = [
  {
    order: 80,
    path: paths.invoices,
    labelKey: 'invoices.page.title',
    roles: [admin, sales, agent, customer],
    icon: IconFileInvoice,
  },
];
