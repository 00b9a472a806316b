import type { FastifyPluginAsync } from 'fastify';

/**
 * What a module folder exports from its `index.ts`: its name and its route plugins. `app.ts`
 * registers every module listed in `modules/index.ts`.
 */
export type DomainModule = {
  /** The domain's one name: this folder, `contracts/src/<name>.ts`, `web/src/features/<name>/`. */
  name: string;
  /** Routes under `/{lang}/v1.0`. */
  v1?: FastifyPluginAsync;
  /** Routes under `/{lang}/v2.0` (spec §7: agent requests and request lists). */
  v2?: FastifyPluginAsync;
  /** Routes outside the versioned API, with no language (`/health`). */
  root?: FastifyPluginAsync;
};
