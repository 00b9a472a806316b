import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IMPORT_KINDS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { importHandlers } from './imports/kinds/index';
import { descriptorOf, loadModules } from './index';

const here = import.meta.dirname;
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const withIndex = folders.filter((folder) => existsSync(path.join(here, folder, 'index.ts')));

describe('the modules found from their folders', () => {
  it('are every folder whose index.ts exports a descriptor, each under its folder name', async () => {
    const modules = await loadModules();
    const described = [];
    for (const folder of withIndex) {
      const exports = (await import(path.join(here, folder, 'index.ts'))) as Record<string, unknown>;
      if (Object.values(exports).some((value) => (value as { name?: unknown } | null)?.name === folder))
        described.push(folder);
    }
    expect(described.length).toBeGreaterThan(10);
    expect(modules.map((domain) => domain.name).sort()).toEqual(described.sort());
  });

  it('refuse a descriptor named other than its folder, or two of them', () => {
    const module = { name: 'shipments', v1: async () => {} };
    expect(descriptorOf('shipments', { shipments: module, toRow: () => 1 })).toBe(module);
    expect(descriptorOf('audit', { recordAudit: () => 1 })).toBeUndefined();
    expect(() => descriptorOf('shipment', { shipments: module })).toThrow(/name 'shipment'/);
    expect(() => descriptorOf('shipments', { a: module, b: { ...module } })).toThrow(/one DomainModule/);
  });

  it('are the folders the production bundle imports (scripts/build.mjs writes its own list)', async () => {
    const build = (await import(path.join(here, '../../scripts/build.mjs'))) as { moduleFolders(): string[] };
    expect(build.moduleFolders()).toEqual(withIndex.sort());
  });

  it('include every folder with routes', async () => {
    const names = (await loadModules()).map((domain) => domain.name);
    for (const folder of folders) {
      const files = readdirSync(path.join(here, folder));
      if (files.some((file) => file.endsWith('routes.ts'))) expect(names, folder).toContain(folder);
    }
  });

  it('each bring something: routes, import kinds or seed steps', async () => {
    for (const domain of await loadModules()) {
      const brings = [domain.v1, domain.v2, domain.root, ...(domain.importKinds ?? []), domain.seed];
      expect(brings.filter(Boolean).length, domain.name).toBeGreaterThan(0);
      for (const plugin of [domain.v1, domain.v2, domain.root]) if (plugin) expect(plugin).toBeTypeOf('function');
    }
  });

  it('name each bench call once (BENCH_ONLY picks calls by name)', async () => {
    const names = (await loadModules()).flatMap((domain) => (domain.bench ?? []).map(([name]) => name));
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
  });

  it('declare every import kind once, in the module whose tables it writes', async () => {
    const handlers = await importHandlers();
    expect([...handlers.keys()].sort()).toEqual([...IMPORT_KINDS].sort());
    const owner = Object.fromEntries(
      (await loadModules()).flatMap((domain) => (domain.importKinds ?? []).map((k) => [k.kind, domain.name])),
    );
    expect(owner).toEqual({
      appliances: 'appliances',
      'ready-stock': 'ready-stock',
      sales: 'sales',
      invoices: 'invoices',
    });
  });
});
