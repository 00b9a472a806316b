import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { USER_TYPE } from '@portal/contracts/user-types';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardTile } from '../../components/dashboard/tile';
import { TILES, tilesFor } from './tiles';

// The tiles are read for what they declare: nothing is fetched or rendered, no language loaded.
vi.mock('../../lib/api-client', () => ({ api: vi.fn(), apiDownload: vi.fn(), saveFile: vi.fn(), ApiError: class {} }));
vi.mock('../../lib/i18n', () => ({ currentLanguage: () => 'it', i18n: {} }));

/*
 * Each feature brings its dashboard tiles in its own `dashboard-tiles.tsx`, and the dashboard finds
 * them there (import.meta.glob). Read here from the folders themselves, so that a tile the
 * dashboard does not find (a file or an export misnamed, the pattern changed) fails.
 */
const featuresDir = path.join(import.meta.dirname, '..');
const withTiles = readdirSync(featuresDir).filter((feature) =>
  existsSync(path.join(featuresDir, feature, 'dashboard-tiles.tsx')),
);

describe('the dashboard tiles', () => {
  it('are every feature folder’s, and only theirs', async () => {
    expect(withTiles.sort()).toEqual(['materials', 'sales', 'sheets']);
    const found: DashboardTile[] = [];
    for (const feature of withTiles) {
      const file = (await import(path.join(featuresDir, feature, 'dashboard-tiles.tsx'))) as {
        tiles?: DashboardTile[];
      };
      expect(file.tiles, `features/${feature}/dashboard-tiles.tsx exports its tiles as "tiles"`).toBeInstanceOf(Array);
      for (const tile of file.tiles ?? []) expect(TILES, `${feature}: ${tile.id}`).toContainEqual(tile);
      found.push(...(file.tiles ?? []));
    }
    expect(TILES).toHaveLength(found.length);
    expect(new Set(TILES.map((tile) => tile.id)).size).toBe(TILES.length);
    expect(new Set(TILES.map((tile) => tile.order)).size).toBe(TILES.length);
  });

  it('show each role its own, the revenue wide and the others beside it in their order', () => {
    const ids = (userType: number) => {
      const { wide, narrow } = tilesFor(userType);
      return { wide: wide.map((tile) => tile.id), narrow: narrow.map((tile) => tile.id) };
    };
    const network = { wide: ['revenue'], narrow: ['premia', 'status-schede', 'materials'] };
    expect(ids(USER_TYPE.admin)).toEqual(network);
    expect(ids(USER_TYPE.sales)).toEqual(network);
    expect(ids(USER_TYPE.agent)).toEqual(network);
    expect(ids(USER_TYPE.customer)).toEqual({ wide: ['revenue'], narrow: ['premia'] });
  });
});
