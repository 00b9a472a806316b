import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES, findFeatureRoute } from './route-table';

/** An address on `pattern`, its parameters filled with `value`. */
const addressOn = (pattern: string, value: string) => pattern.replace(/:[^/]+/g, value);

describe('the route table (what the entry preloads)', () => {
  const table = FEATURE_ROUTES.map((route) => ({ path: route.path }));
  const addresses = FEATURE_ROUTES.flatMap((route) => [
    addressOn(route.path, '42'),
    addressOn(route.path, 'new'),
    addressOn(route.path, 'a%20b'),
    `${addressOn(route.path, '7')}/`,
    addressOn(route.path, '7').toUpperCase(),
  ]);
  addresses.push('/', '/nowhere', '/registry/1/2', '/clients/', '//clients');

  it('finds the route react-router shows, with the same parameters, on every path', () => {
    for (const address of addresses) {
      const router = matchRoutes(table, address)?.[0];
      const ours = findFeatureRoute(address);
      expect(ours?.route.path, address).toBe(router?.route.path);
      if (router) expect(ours?.params, address).toEqual(router.params);
    }
  });
});
