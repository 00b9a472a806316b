// npm test: typecheck, lint, import boundaries, unit tests, API integration tests, browser tests.
// With DATABASE_URL set (the second pass of CI, after the PGlite one) it runs what can come out
// differently on a PostgreSQL server: the API integration tests and the browser tests that talk to
// the database (playwright.config.ts lists the ones left out). Types, lint, boundaries and the unit
// tests read no database, and the PGlite pass has run them. `TEST_EVERYTHING=1` runs all anyway.
import { spawnSync } from 'node:child_process';

const onServer = Boolean(process.env.DATABASE_URL) && process.env.TEST_EVERYTHING !== '1';

const steps = onServer
  ? [
      ['npm', ['run', 'test:unit', '--', '--project', 'api']],
      ['npm', ['run', 'test:e2e']],
    ]
  : [
      ['npm', ['run', 'typecheck']],
      ['npm', ['run', 'lint']],
      ['npm', ['run', 'boundaries']],
      ['npm', ['run', 'test:unit']],
      ['npm', ['run', 'test:e2e']],
    ];

if (onServer) console.log('DATABASE_URL is set: the tests that read the database (TEST_EVERYTHING=1 runs all).');
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
