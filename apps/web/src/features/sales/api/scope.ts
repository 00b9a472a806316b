/** Where the revenue screen stands: the whole network, one agency, or one client of it. */
export type SalesScope = { agency?: number; client?: number };

/** `base` then `/agent/{a}` and `/client/{c}` as far as the scope goes (spec §7 `sales/…[/agent/{a}[/client/{c}]]`). */
export function scopedPath(base: string, scope: SalesScope): string {
  if (!scope.agency) return base;
  const agency = `${base}/agent/${scope.agency}`;
  return scope.client ? `${agency}/client/${scope.client}` : agency;
}
