import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules of `.dependency-cruiser.cjs` (run on the sources by `npm run boundaries`), run here
 * on a small tree written for them: each kind of import they forbid is caught, and the imports
 * they allow are not.
 */
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;

const FILES: Record<string, string> = {
  // Web: one feature reaching into another; its own files and the shared ones are fine.
  'apps/web/src/features/orders/screens/orders.tsx': `
    import { Picker } from '../../catalogue/components/picker';
    import { Pager } from '../../../components/pager';
    import { useOrders } from '../api/get-orders';
    export const Orders = () => [Picker, Pager, useOrders];`,
  'apps/web/src/features/orders/api/get-orders.ts': 'export const useOrders = 1;',
  'apps/web/src/features/catalogue/components/picker.tsx': 'export const Picker = 1;',
  'apps/web/src/components/pager.tsx': 'export const Pager = 1;',
  // API: sales reaches into clients' repository; through clients' index.ts it may.
  'apps/api/src/modules/sales/service.ts': `
    import { findClient } from '../clients/repository';
    import { scopeOf } from '../clients/index';
    import { clientsModule } from '../clients';
    export const sales = [findClient, scopeOf, clientsModule];`,
  'apps/api/src/modules/sales/index.ts': `import { sales } from './service'; export const salesModule = sales;`,
  'apps/api/src/modules/clients/repository.ts': 'export const findClient = 1;',
  'apps/api/src/modules/clients/index.ts': `
    export { findClient } from './repository';
    export const scopeOf = 1;
    export const clientsModule = 1;`,
  // API: two modules that need each other, each through the other's index.ts.
  'apps/api/src/modules/orders/index.ts': `import { stock } from '../stock/index'; export const orders = stock;`,
  'apps/api/src/modules/stock/index.ts': `import { reserve } from './reserve'; export const stock = reserve;`,
  'apps/api/src/modules/stock/reserve.ts': `import type { orders } from '../orders'; export const reserve: typeof orders = 1;`,
  // Contracts: a type-only import closing a cycle is still a cycle.
  'packages/contracts/src/orders.ts': `import { stockSchema } from './stock'; export const orderSchema = stockSchema;`,
  'packages/contracts/src/stock.ts': `import type { orderSchema } from './orders'; export const stockSchema: typeof orderSchema = 1;`,
  'packages/contracts/src/lists.ts': 'export const list = 1;',
  'packages/contracts/src/clients.ts': `import { list } from './lists'; export const clients = list;`,
};

let root: string;
let result: ICruiseResult;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), `${text}\n`);
  }
  const { tsConfig: _, ...options } = config.options ?? {};
  const answer = await cruise(
    ['apps', 'packages'],
    { ...options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden } },
    { extensions: options.enhancedResolveOptions?.extensions },
  );
  result = answer.output as ICruiseResult;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Each violation as `rule: from -> to` (a cycle: the folders or files it goes through; a cycle of files once). */
const violations = () =>
  (result.summary.violations ?? [])
    .map((v) => `${v.rule.name}: ${[v.from, ...(v.cycle?.map((c) => c.name) ?? [v.to])].join(' -> ')}`)
    .sort();

describe('the import boundaries', () => {
  it('cruise every file of the tree', () => {
    expect(result.modules.map((m) => m.source).sort()).toEqual(Object.keys(FILES).sort());
  });

  it('refuse a web feature importing another feature', () => {
    expect(violations().filter((v) => v.startsWith('feature-to-feature'))).toEqual([
      'feature-to-feature: apps/web/src/features/orders/screens/orders.tsx -> apps/web/src/features/catalogue/components/picker.tsx',
    ]);
  });

  it("refuse a module importing another module's files other than its index.ts", () => {
    expect(violations().filter((v) => v.startsWith('module-internals'))).toEqual([
      'module-internals: apps/api/src/modules/sales/service.ts -> apps/api/src/modules/clients/repository.ts',
    ]);
  });

  it('refuse a cycle between modules, even through their index.ts', () => {
    expect(violations().filter((v) => v.startsWith('module-cycle'))).toEqual([
      'module-cycle: apps/api/src/modules/orders -> apps/api/src/modules/stock -> apps/api/src/modules/orders',
      'module-cycle: apps/api/src/modules/stock -> apps/api/src/modules/orders -> apps/api/src/modules/stock',
    ]);
  });

  it('refuse a cycle between contracts files, even of types only', () => {
    expect(violations().filter((v) => v.startsWith('contracts-cycle'))).toEqual([
      'contracts-cycle: packages/contracts/src/orders.ts -> packages/contracts/src/stock.ts -> packages/contracts/src/orders.ts',
    ]);
  });

  it('find nothing else', () => {
    expect(violations().map((v) => v.split(':')[0])).toEqual([
      'contracts-cycle',
      'feature-to-feature',
      'module-cycle',
      'module-cycle',
      'module-internals',
    ]);
  });
});
