import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadModules } from '../../modules/index';
import { demoSteps, largeSteps } from './steps';

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
  it('run every demo step a seed file exports, once: a module names each in its descriptor', async () => {
    const steps = await declared(import.meta.dirname);
    const run = await demoSteps();
    expect(steps.length).toBeGreaterThan(1);
    for (const step of steps) expect(run, step.name).toContain(step);
    expect(new Set(run).size).toBe(run.length);
  });

  it('run every large step a file of large/ exports, once', async () => {
    const steps = await declared(path.join(import.meta.dirname, 'large'));
    const run = await largeSteps();
    expect(steps.length).toBeGreaterThan(1);
    for (const step of steps) expect(run, step.name).toContain(step);
    expect(new Set(run).size).toBe(run.length);
  });

  it('run in the order the modules declare, one order number per module', async () => {
    const seeds = (await loadModules()).flatMap((domain) => (domain.seed ? [domain.seed] : []));
    const orders = seeds.map((seed) => seed.order);
    expect(new Set(orders).size).toBe(orders.length);
    const byOrder = [...seeds].sort((a, b) => a.order - b.order);
    expect(await demoSteps()).toEqual(byOrder.flatMap((seed) => (seed.demo ? [seed.demo] : [])));
    expect(await largeSteps()).toEqual(byOrder.flatMap((seed) => (seed.large ? [seed.large] : [])));
  });
});
