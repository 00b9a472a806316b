import { USER_TYPE } from '@portal/contracts/user-types';
import { IconFileCertificate } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent } = USER_TYPE;

export const sheetsMenu: MenuEntry[] = [
  { path: paths.registry, labelKey: 'sheets.registry.title', roles: [admin, sales, agent], icon: IconFileCertificate },
];
