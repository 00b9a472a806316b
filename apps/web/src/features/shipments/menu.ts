import { USER_TYPE } from '@portal/contracts/user-types';
import { IconPackage, IconPackages, IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import type { MenuEntry } from '../../lib/routes';

const { admin, sales, agent } = USER_TYPE;
const section = 'materialManagement';

export const shipmentsMenu: MenuEntry[] = [
  { path: paths.toSend, labelKey: 'shipments.page.toSendTitle', roles: [admin, sales], icon: IconPackage, section },
  {
    path: paths.preparations,
    labelKey: 'shipments.page.preparationsTitle',
    roles: [admin, sales],
    icon: IconPackages,
    section,
  },
  { path: paths.shipments, labelKey: 'shipments.page.title', roles: [admin, sales], icon: IconTruckDelivery, section },
  // Shipped shipments leave the Shipments screen for their archive.
  {
    path: paths.shipmentsArchive,
    labelKey: 'shipments.page.archiveTitle',
    roles: [admin, sales],
    icon: IconTruck,
    section,
  },
  { path: paths.myShipments, labelKey: 'shipments.page.title', roles: [agent], icon: IconTruckDelivery },
];
