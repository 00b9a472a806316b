import { USER_TYPE } from '@portal/contracts/user-types';
import { IconArchive, IconBox, IconChecklist, IconClipboardList, IconPackages } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent } = USER_TYPE;

/** PRODUCT.md §2: Support materials for staff and agents, the agent's own requests, Material management for staff. */
export const menu: MenuEntry[] = [
  {
    order: 60,
    path: paths.supportMaterials,
    labelKey: 'materials.page.supportTitle',
    roles: [admin, sales, agent],
    icon: IconPackages,
  },
  {
    order: 61,
    path: paths.materialRequests,
    labelKey: 'materials.page.myRequestsTitle',
    roles: [agent],
    icon: IconClipboardList,
  },
  {
    order: 62,
    path: paths.materials,
    labelKey: 'materials.page.title',
    roles: [admin, sales],
    icon: IconBox,
    section: 'materialManagement',
  },
  {
    order: 63,
    path: paths.agentRequests,
    labelKey: 'materials.page.requestsTitle',
    roles: [admin, sales],
    icon: IconChecklist,
    section: 'materialManagement',
  },
  {
    order: 64,
    path: paths.materialsArchive,
    labelKey: 'materials.page.archiveTitle',
    roles: [admin, sales],
    icon: IconArchive,
    section: 'materialManagement',
  },
];
