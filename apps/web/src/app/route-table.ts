import type { FeatureRoute } from '../lib/routes';

/**
 * Every feature's routes (its `routes.ts`, exported as `routes`), found from the feature folders.
 * Without React nor the router: the entry reads it to start downloading what the address shows
 * (app/preload.ts) before the rest of the app has arrived; app/router.tsx builds the routes from
 * it. Eager, and still small: a `routes.ts` holds paths and `() => import(…)` loaders only, so no
 * screen enters the entry's chunk.
 */
const features = import.meta.glob<readonly FeatureRoute[]>('../features/*/routes.ts', {
  eager: true,
  import: 'routes',
});

export const FEATURE_ROUTES: readonly FeatureRoute[] = Object.values(features).flat();

export const loadPublicQuery = () => import('./routes/public-query');
export const loadAppShell = () => import('./routes/app-shell');
export const loadHome = () => import('./routes/home');

/** The parameters of `pathname` under `pattern` (`/clients/:id`), or null; letters' case aside, as the router. */
function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  const segments = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

/**
 * The feature route the router shows at `pathname`, and its parameters: of the paths that match,
 * the one with most fixed segments (`/registry/new` before `/registry/:id`), as react-router ranks
 * them (route-table.test.ts compares the two on every path).
 */
export function findFeatureRoute(pathname: string): { route: FeatureRoute; params: Record<string, string> } | null {
  let best: { route: FeatureRoute; params: Record<string, string>; fixed: number } | null = null;
  for (const route of FEATURE_ROUTES) {
    const params = paramsOf(route.path, pathname);
    if (!params) continue;
    const fixed = route.path.split('/').filter((part) => part && !part.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { route, params, fixed };
  }
  return best && { route: best.route, params: best.params };
}
