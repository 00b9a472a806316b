import type { DashboardTile } from '../../components/dashboard/tile';

/**
 * Every feature's dashboard tiles (its `dashboard-tiles.tsx`, exported as `tiles`), found from
 * the feature folders, in the order they declare: a new domain adds its tile in its own folder.
 * Only the dashboard's screen imports this, so the tiles load with it and never with the login.
 */
const features = import.meta.glob<readonly DashboardTile[]>('../*/dashboard-tiles.tsx', {
  eager: true,
  import: 'tiles',
});

export const TILES: readonly DashboardTile[] = Object.values(features)
  .flat()
  .sort((a, b) => a.order - b.order);

/** The tiles a viewer sees (a press customer only those `forPress`), by column, each in its order. */
export function tilesFor(viewer: {
  userType: number;
  press?: boolean;
}): Record<DashboardTile['column'], DashboardTile[]> {
  const mine = TILES.filter(
    (tile) => tile.roles.some((role) => role === viewer.userType) && (!viewer.press || tile.forPress === true),
  );
  return {
    wide: mine.filter((tile) => tile.column === 'wide'),
    narrow: mine.filter((tile) => tile.column === 'narrow'),
  };
}
