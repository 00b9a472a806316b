import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase, PGLITE_SHARED_BUFFERS, queryRows } from '../../src/db/index';

/**
 * PGlite zeroes its whole buffer cache when it starts, slowly in WebAssembly: the portal asks for a
 * small one (PGLITE_SHARED_BUFFERS) so that a start on existing data stays short.
 */
describe('PGlite buffer cache', () => {
  it('is the small default, or the configured size', async () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBe(PGLITE_SHARED_BUFFERS);
    for (const [asked, shown] of [
      [undefined, PGLITE_SHARED_BUFFERS],
      ['16MB', '16MB'],
    ] as const) {
      const database = await openDatabase({ pgliteDir: 'memory://', pgliteSharedBuffers: asked });
      try {
        const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
        expect(row?.shared_buffers).toBe(shown);
      } finally {
        await database.close();
      }
    }
  });

  it('refuses a size that is not one', () => {
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).pgliteSharedBuffers).toBe('64MB');
    for (const bad of ['lots', '0MB', '32', '32 MB', '32mb']) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: bad })).toThrow();
    }
  });
});
