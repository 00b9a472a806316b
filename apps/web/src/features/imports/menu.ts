import { USER_TYPE } from '@portal/contracts/user-types';
import { IconFileImport } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

export const importsMenu: MenuEntry[] = [
  {
    path: paths.adminImports,
    labelKey: 'imports.page.title',
    roles: [USER_TYPE.admin, USER_TYPE.sales],
    icon: IconFileImport,
    section: 'administration',
  },
];
