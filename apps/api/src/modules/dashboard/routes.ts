import { successEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { loadModules } from '../index';

/**
 * The dashboard (spec §7): every tile a module brings (its descriptor's `dashboard`, from its
 * `tiles.ts`) at `dashboard/<path>`, to the roles the tile names, in the caller's scope as the
 * module reads it. `dashboard/` (the revenue) answers with or without its trailing slash.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tiles = (await loadModules()).flatMap((domain) => domain.dashboard ?? []);
  for (const tile of tiles) {
    app.get(
      tile.path ? `/dashboard/${tile.path}` : '/dashboard',
      {
        config: { roles: tile.roles, cached: true },
        schema: { tags: ['dashboard'], response: { 200: successEnvelope(tile.response) } },
      },
      async (request) =>
        ok(
          await tile.data({
            db: app.db,
            user: currentUser(request),
            lang: request.lang,
            t: request.t.bind(request),
          }),
        ),
    );
  }
};

export default dashboardRoutes;
