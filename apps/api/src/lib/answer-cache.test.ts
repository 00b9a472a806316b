import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache';

const body = (text: string) => Buffer.from(text);

describe('AnswerCache', () => {
  afterEach(() => vi.useRealTimers());

  it('serves an answer only under the version it was read at', () => {
    const cache = new AnswerCache(5000);
    cache.set('k', 7, body('seven'));
    expect(cache.get('k', 7)?.toString()).toBe('seven');
    expect(cache.get('k', 8)).toBeUndefined();
    expect(cache.get('other', 7)).toBeUndefined();
  });

  it('forgets an answer after its time, even if the version stays', () => {
    vi.useFakeTimers();
    const cache = new AnswerCache(1000);
    cache.set('k', 1, body('a'));
    vi.advanceTimersByTime(999);
    expect(cache.get('k', 1)?.toString()).toBe('a');
    vi.advanceTimersByTime(1);
    expect(cache.get('k', 1)).toBeUndefined();
  });

  it('never lets an answer read at an older version replace a newer one', () => {
    const cache = new AnswerCache(5000);
    cache.set('k', 9, body('new'));
    cache.set('k', 8, body('old'));
    expect(cache.get('k', 9)?.toString()).toBe('new');
    cache.set('k', 10, body('newer'));
    expect(cache.get('k', 10)?.toString()).toBe('newer');
  });

  it('keeps nothing when turned off', () => {
    const cache = new AnswerCache(0);
    cache.set('k', 1, body('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('k', 1)).toBeUndefined();
  });

  it('holds at most its bytes, dropping the oldest answers first', () => {
    const cache = new AnswerCache(5000, 40);
    cache.set('a', 1, body('x'.repeat(10)));
    cache.set('b', 1, body('x'.repeat(10)));
    cache.set('c', 1, body('x'.repeat(10)));
    cache.set('d', 1, body('x'.repeat(10)));
    cache.set('e', 1, body('x'.repeat(10)));
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('e', 1)).toBeDefined();
    expect(cache.size).toBe(4);
    // An answer bigger than a quarter of the room is never kept.
    cache.set('big', 1, body('x'.repeat(11)));
    expect(cache.get('big', 1)).toBeUndefined();
  });

  it('lets concurrent callers of one key share one computation', async () => {
    const cache = new AnswerCache(5000);
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const compute = async () => {
      runs++;
      await gate;
      return body('shared');
    };
    const answers = Promise.all([
      cache.load('k', 1, compute),
      cache.load('k', 1, compute),
      cache.load('k', 1, compute),
    ]);
    release();
    expect((await answers).map(String)).toEqual(['shared', 'shared', 'shared']);
    expect(runs).toBe(1);
    // A new version computes again.
    expect(String(await cache.load('k', 2, async () => body('two')))).toBe('two');
  });

  it('gives waiters nothing when the shared computation fails or may not be kept', async () => {
    const cache = new AnswerCache(5000);
    const failing = cache.load('k', 1, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('boom');
    });
    const waiter = cache.load('k', 1, async () => body('never run'));
    await expect(failing).rejects.toThrow('boom');
    expect(await waiter).toBeNull();
    expect(await cache.load('k', 1, async () => null)).toBeNull();
    expect(cache.get('k', 1)).toBeUndefined();
  });
});
