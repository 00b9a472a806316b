import { USER_TYPE } from '@portal/contracts/user-types';
import { IconBuilding, IconBuildingStore } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent } = USER_TYPE;

export const agenciesMenu: MenuEntry[] = [
  { path: paths.agencies, labelKey: 'agencies.page.title', roles: [admin, sales], icon: IconBuildingStore },
  { path: paths.myAgency, labelKey: 'agencies.page.myTitle', roles: [agent], icon: IconBuilding },
];
