import { describe, expect, it } from 'vitest';
import { semaphore } from './semaphore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('semaphore', () => {
  it('never runs more than its capacity, and starts jobs in the order they asked', async () => {
    const limit = semaphore(10);
    let running = 0;
    let most = 0;
    const started: string[] = [];
    const job = (name: string, weight: number) =>
      limit.run(weight, async () => {
        started.push(name);
        running += weight;
        most = Math.max(most, running);
        await tick();
        running -= weight;
        return name;
      });
    const names = await Promise.all([job('a', 5), job('b', 5), job('heavy', 10), job('c', 2), job('d', 2)]);
    expect(names).toEqual(['a', 'b', 'heavy', 'c', 'd']);
    // 'c' fits beside nothing while 'heavy' waits: it does not overtake it.
    expect(started).toEqual(['a', 'b', 'heavy', 'c', 'd']);
    expect(most).toBe(10);
  });

  it('runs a job heavier than the capacity alone, and frees its share when the job fails', async () => {
    const limit = semaphore(4);
    await expect(limit.run(9, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(4, async () => 'ran')).toBe('ran');
  });
});
