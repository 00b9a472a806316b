import { USER_TYPE } from '@portal/contracts/user-types';
import { IconArchive, IconBox, IconChecklist, IconClipboardList, IconPackages } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent } = USER_TYPE;

/** PRODUCT.md §2: Support materials for staff and agents, the agent's own requests, Material management for staff. */
export const materialsMenu: MenuEntry[] = [
  {
    path: paths.supportMaterials,
    labelKey: 'materials.page.supportTitle',
    roles: [admin, sales, agent],
    icon: IconPackages,
  },
  { path: paths.materialRequests, labelKey: 'materials.page.myRequestsTitle', roles: [agent], icon: IconClipboardList },
  {
    path: paths.materials,
    labelKey: 'materials.page.title',
    roles: [admin, sales],
    icon: IconBox,
    section: 'materialManagement',
  },
  {
    path: paths.agentRequests,
    labelKey: 'materials.page.requestsTitle',
    roles: [admin, sales],
    icon: IconChecklist,
    section: 'materialManagement',
  },
  {
    path: paths.materialsArchive,
    labelKey: 'materials.page.archiveTitle',
    roles: [admin, sales],
    icon: IconArchive,
    section: 'materialManagement',
  },
];
