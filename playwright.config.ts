import { defineConfig } from '@playwright/test';

// Another port (E2E_PORT, E2E_MAIL_PORT) lets two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);

/*
 * Specs whose result cannot depend on the database: what the browser paints and loads (axe scans,
 * contrast, columns fitting a laptop, layouts at phone size, the language chosen, how countries and
 * dates are written, the scripts and headers the built files come with, the frame around a mocked
 * answer, a chunk that fails to load). The PGlite pass of `npm test` runs them; the
 * PostgreSQL pass (DATABASE_URL set) leaves them out, which keeps CI's two passes within its time.
 */
const SAME_ON_EITHER_DATABASE = [
  'a11y',
  'app',
  'formats',
  'frame',
  'i18n',
  'legibility',
  'load',
  'login-chunks',
  'phone',
  'table-fit',
];

/** Browser tests of the web app against the real portal (scripts/e2e-server.ts). */
export default defineConfig({
  testDir: 'apps/web/e2e',
  testIgnore:
    process.env.DATABASE_URL && process.env.TEST_EVERYTHING !== '1'
      ? SAME_ON_EITHER_DATABASE.map((name) => `**/${name}.spec.ts`)
      : [],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'it-IT',
    // The service worker would serve cached chunks past page.route(); its own test allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
