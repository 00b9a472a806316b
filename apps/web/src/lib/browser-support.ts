/** Features the app relies on; a browser missing one is told to update (spec §8). */
export function missingBrowserFeatures(): string[] {
  const checks: [string, () => boolean][] = [
    ['fetch', () => typeof window.fetch === 'function'],
    ['Promise.allSettled', () => typeof Promise.allSettled === 'function'],
    ['structuredClone', () => typeof window.structuredClone === 'function'],
    ['Array.prototype.at', () => typeof Array.prototype.at === 'function'],
    ['Object.hasOwn', () => typeof Object.hasOwn === 'function'],
    ['Intl.DateTimeFormat', () => typeof Intl?.DateTimeFormat === 'function'],
    ['localStorage', () => typeof window.localStorage === 'object'],
    ['CSS grid and custom properties', () => CSS.supports('display', 'grid') && CSS.supports('--a', '0')],
  ];
  return checks.filter(([, ok]) => !safe(ok)).map(([name]) => name);
}

function safe(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}
