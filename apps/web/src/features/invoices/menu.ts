import { USER_TYPE } from '@portal/contracts/user-types';
import { IconFileInvoice } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent, customer } = USER_TYPE;

/** PRODUCT.md §2: staff see every invoice, an agent the own clients', a customer its own. */
export const invoicesMenu: MenuEntry[] = [
  {
    path: paths.invoices,
    labelKey: 'invoices.page.title',
    roles: [admin, sales, agent, customer],
    icon: IconFileInvoice,
  },
];
