// Before the browser tests (`npm run test:e2e`): Playwright drives the system Chromium, never a
// downloaded one. Finds it at CHROMIUM_PATH (default /usr/bin/chromium); when the default is
// missing and this runs as root on a machine with apt-get (a fresh Debian container or CI), installs
// Debian's `chromium` package; otherwise stops with how to install it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const DEFAULT = '/usr/bin/chromium';
const wanted = process.env.CHROMIUM_PATH || DEFAULT;

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && executable(path.join(dir, command)));
}

function fail(lines) {
  console.error(['', 'Browser tests need Chromium, which was not found.', ...lines, ''].join('\n'));
  process.exit(1);
}

if (executable(wanted)) process.exit(0);

if (wanted !== DEFAULT) {
  fail([
    `CHROMIUM_PATH is set to ${wanted}, which is not an executable file.`,
    'Point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium.',
  ]);
}

const root = process.getuid?.() === 0;
if (root && onPath('apt-get')) {
  console.log(`${DEFAULT} is missing: installing Debian's chromium package (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) fail([`apt-get ${args.join(' ')} failed (exit code ${result.status ?? 'none'}).`]);
  }
  if (executable(DEFAULT)) process.exit(0);
  fail([`apt-get installed chromium, but ${DEFAULT} is still missing.`, 'Set CHROMIUM_PATH to its binary.']);
}

fail([
  `Looked for ${DEFAULT}${root ? '; apt-get is not available to install it' : ' (not root, so nothing was installed)'}.`,
  'Install it, then run the tests again:',
  '  Debian:          sudo apt-get install chromium',
  '  elsewhere:       install Chromium or Chrome, then CHROMIUM_PATH=/path/to/chromium npm test',
  "  or Playwright's: npx playwright install chromium, then CHROMIUM_PATH=~/.cache/ms-playwright/chromium-…/chrome-linux/chrome",
]);
