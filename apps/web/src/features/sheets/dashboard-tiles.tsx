import { USER_TYPE } from '@portal/contracts/user-types';
import type { DashboardTile } from '../../components/dashboard/tile';
import { SheetsWidget } from './components/sheets-widget';

const { admin, sales, agent } = USER_TYPE;

/** Clients by the state of their sheet: staff every agency's, an agent the own. */
export const tiles: DashboardTile[] = [
  { id: 'status-schede', order: 40, column: 'narrow', roles: [admin, sales, agent], Tile: SheetsWidget },
];
