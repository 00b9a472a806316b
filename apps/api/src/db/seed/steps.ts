import { loadModules } from '../../modules/index';
import type { ModuleSeed } from '../../modules/types';
import type { LargeStep } from './large/types';
import type { DemoStep } from './types';

/**
 * The modules' seeds (each descriptor's `seed`), by their `order`. Two modules with the same order
 * would run in an order nobody chose, so that is an error.
 */
async function moduleSeeds(): Promise<ModuleSeed[]> {
  const seeds = (await loadModules()).flatMap((domain) => (domain.seed ? [domain.seed] : []));
  const orders = seeds.map((seed) => seed.order);
  const repeated = orders.filter((order, i) => orders.indexOf(order) !== i);
  if (repeated.length > 0) throw new Error(`two modules' seeds have the order ${repeated.join(', ')}`);
  return seeds.sort((a, b) => a.order - b.order);
}

/** The demo data's steps, in order: each module declares its own (`DomainModule.seed.demo`). */
export async function demoSteps(): Promise<DemoStep[]> {
  return (await moduleSeeds()).flatMap((seed) => (seed.demo ? [seed.demo] : []));
}

/** The large data set's steps, in order: each module declares its own (`DomainModule.seed.large`). */
export async function largeSteps(): Promise<LargeStep[]> {
  return (await moduleSeeds()).flatMap((seed) => (seed.large ? [seed.large] : []));
}
