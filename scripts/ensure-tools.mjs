// Before the tests: the system programs they drive. Playwright drives the system Chromium (never
// a downloaded one), found at CHROMIUM_PATH (default /usr/bin/chromium); the label tests render a
// PDF page (pdftoppm, poppler-utils) and read its barcode (zbarimg, zbar-tools). What is missing is
// installed from Debian's packages when this runs as root with apt-get (a fresh container or CI);
// otherwise it stops and says how to install it. `node scripts/ensure-tools.mjs chromium` checks
// only the browser.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const chromium = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

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
  console.error(['', ...lines, ''].join('\n'));
  process.exit(1);
}

/** [what the tests need, how to tell it is there, the Debian package that brings it]. */
const TOOLS = [
  ['Chromium (browser tests)', () => executable(chromium), 'chromium'],
  ['pdftoppm (label tests)', () => onPath('pdftoppm'), 'poppler-utils'],
  ['zbarimg (label tests)', () => onPath('zbarimg'), 'zbar-tools'],
];
const only = process.argv[2];
const wanted = only ? TOOLS.filter(([, , pkg]) => pkg === only) : TOOLS;
const missing = wanted.filter(([, present]) => !present());
if (missing.length === 0) process.exit(0);

if (process.env.CHROMIUM_PATH && missing.some(([, , pkg]) => pkg === 'chromium')) {
  fail([
    `CHROMIUM_PATH is set to ${chromium}, which is not an executable file.`,
    'Point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium.',
  ]);
}

const packages = missing.map(([, , pkg]) => pkg);
const root = process.getuid?.() === 0;
if (root && onPath('apt-get')) {
  console.log(`Missing ${missing.map(([name]) => name).join(', ')}: installing ${packages.join(' ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) fail([`apt-get ${args.join(' ')} failed (exit code ${result.status ?? 'none'}).`]);
  }
  const still = missing.filter(([, present]) => !present());
  if (still.length === 0) process.exit(0);
  fail([`apt-get ran, but ${still.map(([name]) => name).join(', ')} is still missing.`]);
}

fail([
  `The tests need ${missing.map(([name]) => name).join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed.`,
  `Looked for them${root ? '; apt-get is not available to install them' : ' (not root, so nothing was installed)'}.`,
  'Install them, then run the tests again:',
  `  Debian:          sudo apt-get install ${packages.join(' ')}`,
  '  elsewhere:       the same programs from your system (Chromium or Chrome, poppler, zbar);',
  '                   a Chromium elsewhere than /usr/bin/chromium: CHROMIUM_PATH=/path/to/chromium npm test',
]);
