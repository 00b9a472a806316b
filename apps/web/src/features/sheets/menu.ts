import { USER_TYPE } from '@portal/contracts/user-types';
import { IconFileCertificate } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent } = USER_TYPE;

export const menu: MenuEntry[] = [
  {
    order: 40,
    path: paths.registry,
    labelKey: 'sheets.registry.title',
    roles: [admin, sales, agent],
    icon: IconFileCertificate,
  },
];
