import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { databaseSettings } from './config-database';

describe('the database settings read before the configuration', () => {
  it('are the values the configuration then keeps', () => {
    for (const env of [
      {},
      { DATA_DIR: '/srv/portal', PGLITE_SHARED_BUFFERS: '64MB' },
      { DATABASE_URL: 'postgres://portal@db/portal', DATA_DIR: 'relative/data' },
      { DATABASE_URL: '' },
    ]) {
      const config = loadConfig(env);
      expect(databaseSettings(env)).toEqual({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        pgliteSharedBuffers: config.pgliteSharedBuffers,
      });
    }
  });

  it('default to PGlite in ./data with a 32MB buffer cache', () => {
    expect(databaseSettings({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      pgliteSharedBuffers: '32MB',
    });
  });

  it('leave a wrong value to the configuration, which refuses it', () => {
    expect(databaseSettings({ PGLITE_SHARED_BUFFERS: 'lots' }).pgliteSharedBuffers).toBe('lots');
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/a size such as 32MB/);
  });
});
