import { USER_TYPE } from '@portal/contracts/user-types';
import { IconPackage, IconPackages, IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import type { MenuEntry } from '../../lib/routes';
import { paths } from './paths';

const { admin, sales, agent } = USER_TYPE;
const section = 'materialManagement';

export const menu: MenuEntry[] = [
  {
    order: 70,
    path: paths.toSend,
    labelKey: 'shipments.page.toSendTitle',
    roles: [admin, sales],
    icon: IconPackage,
    section,
  },
  {
    order: 71,
    path: paths.preparations,
    labelKey: 'shipments.page.preparationsTitle',
    roles: [admin, sales],
    icon: IconPackages,
    section,
  },
  {
    order: 72,
    path: paths.shipments,
    labelKey: 'shipments.page.title',
    roles: [admin, sales],
    icon: IconTruckDelivery,
    section,
  },
  // Shipped shipments leave the Shipments screen for their archive.
  {
    order: 73,
    path: paths.shipmentsArchive,
    labelKey: 'shipments.page.archiveTitle',
    roles: [admin, sales],
    icon: IconTruck,
    section,
  },
  { order: 74, path: paths.myShipments, labelKey: 'shipments.page.title', roles: [agent], icon: IconTruckDelivery },
];
