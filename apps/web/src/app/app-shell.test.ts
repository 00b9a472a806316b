import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES } from './route-table';

/**
 * index.html's inline script shows the app shell (lib/app-shell.ts) where the app will show its
 * signed-in frame: with a stored session, on any address but the public screens'. Its list of
 * public addresses must follow the route table.
 */
const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

/** Whether the shell shows at `address`, signed in or not. */
function showsShell(address: string, signedIn: boolean): boolean {
  expect(inline).toHaveLength(1);
  const root = { className: '' };
  const storage = { getItem: (key: string) => (signedIn && key === 'portal.accessToken' ? 'token' : null) };
  new Function('localStorage', 'location', 'document', inline[0] ?? '')(
    storage,
    { pathname: address },
    { documentElement: root },
  );
  return root.className.split(/\s+/).includes('shell');
}

const addressOn = (pattern: string) => pattern.replace(/:[^/]+/g, 'abc123');

describe('the app shell in index.html', () => {
  it('shows on every signed-in screen, and on the home and unknown addresses (the frame shows the 404)', () => {
    const app = FEATURE_ROUTES.filter((r) => (r.frame ?? 'app') === 'app').map((r) => addressOn(r.path));
    expect(app.length).toBeGreaterThan(10);
    for (const address of [...app, '/', '/nowhere', '/signature-help', '/logins']) {
      expect(showsShell(address, true), address).toBe(true);
    }
  });

  it('never shows on a public screen, in any case, or without a session', () => {
    const open = FEATURE_ROUTES.filter((r) => (r.frame ?? 'app') !== 'app').map((r) => addressOn(r.path));
    expect(open).toContain('/login');
    for (const address of open.flatMap((a) => [a, `${a}/`, a.toUpperCase()])) {
      expect(showsShell(address, true), address).toBe(false);
    }
    expect(showsShell('/registry', false)).toBe(false);
  });

  it('cannot break the page when storage is refused (private mode, blocked cookies)', () => {
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    const root = { className: '' };
    new Function('localStorage', 'location', 'document', inline[0] ?? '')(
      refused,
      { pathname: '/registry' },
      { documentElement: root },
    );
    expect(root.className).toBe('');
  });
});
