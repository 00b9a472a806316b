import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LARGE_STEPS } from './large/steps';
import { DEMO_STEPS } from './steps';

type Step = { name: string; run: unknown };
const isStep = (value: unknown): value is Step =>
  typeof value === 'object' && value !== null && 'name' in value && typeof (value as Step).run === 'function';

/** Every step a file of `dir` exports: a domain's seed file exports its step. */
async function declared(dir: string): Promise<Step[]> {
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((name) => import(path.join(dir, name))));
  return modules.flatMap((exports) => Object.values(exports as Record<string, unknown>).filter(isStep));
}

describe('the seed steps', () => {
  it('list every demo step a seed file exports, once', async () => {
    const steps = await declared(import.meta.dirname);
    expect(steps.length).toBeGreaterThan(1);
    for (const step of steps) expect(DEMO_STEPS, step.name).toContain(step);
    expect(new Set(DEMO_STEPS.map((s) => s.name)).size).toBe(DEMO_STEPS.length);
  });

  it('list every large step a file of large/ exports, once', async () => {
    const steps = await declared(path.join(import.meta.dirname, 'large'));
    expect(steps.length).toBeGreaterThan(1);
    for (const step of steps) expect(LARGE_STEPS, step.name).toContain(step);
    expect(new Set(LARGE_STEPS.map((s) => s.name)).size).toBe(LARGE_STEPS.length);
  });
});
