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
    // Other domains add theirs (content, downloads): these at least.
    expect(withTiles).toEqual(
      expect.arrayContaining([
        'invoices',
        'materials',
        'order-form',
        'outbox',
        'ready-stock',
        'registrations',
        'sales',
        'sheets',
        'shipments',
      ]),
    );
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
    const ids = (userType: number, press = false) => {
      const { wide, narrow } = tilesFor({ userType, press });
      // Other domains' tiles (content, downloads) come and go: these are this list's.
      const mine = (tiles: DashboardTile[]) => tiles.map((tile) => tile.id).filter((id) => KNOWN.includes(id));
      return { wide: mine(wide), narrow: mine(narrow) };
    };
    const KNOWN = [
      'revenue',
      'premia',
      'status-schede',
      'materials',
      'shipments',
      'reservations',
      'registrations',
      'outbox',
      'orders',
      'invoices',
    ];
    expect(ids(USER_TYPE.admin)).toEqual({
      wide: ['revenue', 'shipments', 'reservations'],
      narrow: ['premia', 'status-schede', 'materials', 'registrations', 'outbox'],
    });
    expect(ids(USER_TYPE.sales)).toEqual({
      wide: ['revenue', 'shipments', 'reservations'],
      narrow: ['premia', 'status-schede', 'materials', 'outbox'],
    });
    expect(ids(USER_TYPE.agent)).toEqual({
      wide: ['revenue', 'shipments', 'reservations'],
      narrow: ['premia', 'status-schede', 'materials'],
    });
    expect(ids(USER_TYPE.customer)).toEqual({
      wide: ['revenue', 'reservations'],
      narrow: ['premia', 'invoices', 'orders'],
    });
    // The press is a customer that sees none of a customer's purchases, orders, invoices or reservations.
    expect(ids(USER_TYPE.customer, true)).toEqual({ wide: [], narrow: [] });
    const press = tilesFor({ userType: USER_TYPE.customer, press: true });
    for (const tile of [...press.wide, ...press.narrow]) expect(tile.forPress, tile.id).toBe(true);
  });
});
