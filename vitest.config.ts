import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores: every API test file has its own database copy and data folder, and on PostgreSQL
    // much of a file's time is the server's, so two files at once fill the machine (one, the
    // default on two cores, left it half idle).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/*.test.ts',
          ],
          environment: 'node',
          // Rendering a real PDF with embedded fonts takes seconds on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // The app's modules are loaded once per worker, not once per file (a third of the run's
          // time went to importing them again): each file still builds its own app on its own
          // database copy and data folder, and the app keeps its state per instance or per database.
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
