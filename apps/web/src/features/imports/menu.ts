import { USER_TYPE } from '@portal/contracts/user-types';
import { IconFileImport } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

export const menu: MenuEntry[] = [
  {
    order: 120,
    path: paths.adminImports,
    labelKey: 'imports.page.title',
    roles: [USER_TYPE.admin, USER_TYPE.sales],
    icon: IconFileImport,
    section: 'administration',
  },
];
