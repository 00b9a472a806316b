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

/** A screen as wide as `width` px (16 px to the em): what `matchMedia` answers there. */
const screenOf = (width: number) => (query: string) => {
  const max = /max-width:\s*([\d.]+)em/.exec(query)?.[1];
  return { matches: max !== undefined && width <= Number(max) * 16 };
};

/** Whether the shell shows at `address`, signed in or not, on a screen `width` px wide. */
function showsShell(address: string, signedIn: boolean, width = 390): boolean {
  expect(inline).toHaveLength(1);
  const root = { className: '' };
  const storage = { getItem: (key: string) => (signedIn && key === 'portal.accessToken' ? 'token' : null) };
  new Function('localStorage', 'location', 'document', 'matchMedia', inline[0] ?? '')(
    storage,
    { pathname: address },
    { documentElement: root },
    screenOf(width),
  );
  return root.className.split(/\s+/).includes('shell');
}

const addressOn = (pattern: string) => pattern.replace(/:[^/]+/g, 'abc123');

describe('the app shell in index.html', () => {
  it('shows on a phone on every signed-in screen, and on the home and unknown addresses (the frame shows the 404)', () => {
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

  it('shows on phones and small tablets, not on a wider screen', () => {
    expect(showsShell('/registry', true, 360)).toBe(true);
    expect(showsShell('/registry', true, 767)).toBe(true);
    expect(showsShell('/registry', true, 768)).toBe(false);
    expect(showsShell('/registry', true, 1280)).toBe(false);
  });

  it('cannot break the page when storage is refused (private mode, blocked cookies)', () => {
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    const root = { className: '' };
    new Function('localStorage', 'location', 'document', 'matchMedia', inline[0] ?? '')(
      refused,
      { pathname: '/registry' },
      { documentElement: root },
      screenOf(390),
    );
    expect(root.className).toBe('');
  });
});
