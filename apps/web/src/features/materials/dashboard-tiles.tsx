import { USER_TYPE } from '@portal/contracts/user-types';
import type { DashboardTile } from '../../components/dashboard/tile';
import { RequestsWidget } from './components/requests-widget';

const { admin, sales, agent } = USER_TYPE;

/** Agents' material requests by state: staff every agency's, an agent the own. */
export const tiles: DashboardTile[] = [
  { id: 'materials', order: 60, column: 'narrow', roles: [admin, sales, agent], Tile: RequestsWidget },
];
