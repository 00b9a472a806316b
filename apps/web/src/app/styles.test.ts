import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const mantineStyles = path.resolve(src, '../../../node_modules/@mantine/core/styles');

/** The Mantine sheets a module imports, by name (`import '@mantine/core/styles/Table.css';`). */
const sheetsOf = (code: string) =>
  new Set([...code.matchAll(/^import '@mantine\/core\/styles\/(\w+)\.css';$/gm)].map((m) => m[1]));

/** Components drawn with another component's sheet besides their own. */
const ALSO = {
  Select: ['Combobox'],
  NativeSelect: ['Combobox'],
  Autocomplete: ['Combobox'],
  useCombobox: ['Combobox'],
  Checkbox: ['CheckboxIndicator'],
};

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the Mantine stylesheets', () => {
  it('of a component not in the entry sheet (app/styles.ts) are imported by every module that renders it', () => {
    const entry = sheetsOf(readFileSync(path.join(src, 'app/styles.ts'), 'utf8'));
    const missing: string[] = [];
    for (const file of modules(src)) {
      const code = readFileSync(file, 'utf8');
      const imported = sheetsOf(code);
      for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
        for (const name of (names ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? '')) {
          if (!name || name.startsWith('type ')) continue;
          for (const sheet of [name, ...(ALSO[name as keyof typeof ALSO] ?? [])]) {
            if (existsSync(path.join(mantineStyles, `${sheet}.css`)) && !entry.has(sheet) && !imported.has(sheet)) {
              missing.push(`${path.relative(src, file)}: ${sheet}.css`);
            }
          }
        }
      }
    }
    // Unstyled until another screen happened to load the sheet.
    expect(missing).toEqual([]);
  });
});
