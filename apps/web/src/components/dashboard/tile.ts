import type { UserType } from '@portal/contracts/user-types';
import type { ComponentType } from 'react';

/**
 * A tile of the dashboard a feature brings: its `dashboard-tiles.tsx` exports them as `tiles`, and
 * the dashboard finds them there (import.meta.glob), so a new domain adds its tile without a line
 * in the dashboard. Each shows one of the API's `dashboard/<path>` calls, loads and fails on its
 * own (`Widget`) and opens its full screen.
 */
export type DashboardTile = {
  /** Its one name: the API's tile it shows, and the card's `data-widget`. */
  id: string;
  /** Its place in its column, ascending: a feature's tiles take its menu's ten (sales 30, sheets 40…). */
  order: number;
  /** On a laptop the wide column (the revenue) or the narrow one beside it; a phone shows the wide first. */
  column: 'wide' | 'narrow';
  /** Who sees it (the API refuses the others). */
  roles: readonly UserType[];
  /**
   * Whether a press customer sees it too (news, files): a press account is a customer, yet sees
   * only what PRODUCT.md §2 gives the press, never purchases, orders nor invoices.
   */
  forPress?: true;
  Tile: ComponentType;
};
