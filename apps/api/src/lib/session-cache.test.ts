import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const deferred = <T>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('SessionCache', () => {
  it('checks once for calls that miss at the same moment, then serves the kept answer', async () => {
    const cache = new SessionCache<string>(10_000);
    let loads = 0;
    const gate = deferred<{ value: string }>();
    const load = () => {
      loads++;
      return gate.promise;
    };
    const calls = [cache.get('t', load), cache.get('t', load), cache.get('t', load)];
    gate.resolve({ value: 'user' });
    expect(await Promise.all(calls)).toEqual(['user', 'user', 'user']);
    expect(await cache.get('t', async () => ({ value: 'other' }))).toBe('user');
    expect(loads).toBe(1);
  });

  it('does not keep a check that started before a clear', async () => {
    const cache = new SessionCache<string>(10_000);
    const gate = deferred<{ value: string | null }>();
    const first = cache.get('t', () => gate.promise);
    cache.clear(); // e.g. a logout answered while the check was reading the session
    gate.resolve({ value: 'user' });
    expect(await first).toBe('user');
    expect(await cache.get('t', async () => ({ value: null }))).toBeNull();
  });

  it('checks every time when turned off, and never past the session expiry', async () => {
    const off = new SessionCache<string>(0);
    let loads = 0;
    await off.get('t', async () => ({ value: String(++loads) }));
    expect(await off.get('t', async () => ({ value: String(++loads) }))).toBe('2');
    const cache = new SessionCache<string>(60_000);
    await cache.get('t', async () => ({ value: 'user', expiresAt: new Date(Date.now() - 1) }));
    expect(await cache.get('t', async () => ({ value: 'again' }))).toBe('again');
  });
});
