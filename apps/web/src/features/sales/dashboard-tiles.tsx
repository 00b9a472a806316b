import { USER_TYPE } from '@portal/contracts/user-types';
import type { DashboardTile } from '../../components/dashboard/tile';
import { PremiaWidget } from './components/premia-widget';
import { RevenueWidget } from './components/revenue-widget';

const { admin, sales, agent, customer } = USER_TYPE;

/** Revenue and premia, every role with sales of its own in its scope (PRODUCT.md §2). */
export const tiles: DashboardTile[] = [
  { id: 'revenue', order: 30, column: 'wide', roles: [admin, sales, agent, customer], Tile: RevenueWidget },
  { id: 'premia', order: 31, column: 'narrow', roles: [admin, sales, agent, customer], Tile: PremiaWidget },
];
