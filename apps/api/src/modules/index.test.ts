import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from './index';

const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the module registry', () => {
  it('lists every module folder with routes once, under its folder name', () => {
    const withRoutes = folders.filter((folder) =>
      readdirSync(path.join(import.meta.dirname, folder)).some((file) => file.endsWith('routes.ts')),
    );
    expect(MODULES.map((domain) => domain.name).sort()).toEqual(withRoutes.sort());
    for (const folder of withRoutes)
      expect(existsSync(path.join(import.meta.dirname, folder, 'index.ts')), folder).toBe(true);
  });

  it('gives every module at least one route plugin', () => {
    for (const domain of MODULES) expect(domain.v1 ?? domain.v2 ?? domain.root, domain.name).toBeTypeOf('function');
  });
});
