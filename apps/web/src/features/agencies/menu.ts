import { USER_TYPE } from '@portal/contracts/user-types';
import { IconBuilding, IconBuildingStore } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent } = USER_TYPE;

export const menu: MenuEntry[] = [
  { order: 20, path: paths.agencies, labelKey: 'agencies.page.title', roles: [admin, sales], icon: IconBuildingStore },
  { order: 21, path: paths.myAgency, labelKey: 'agencies.page.myTitle', roles: [agent], icon: IconBuilding },
];
