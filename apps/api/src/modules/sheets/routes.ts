import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import documentRoutes from './document-routes';
import formRoutes from './form-routes';
import registryRoutes from './registry-routes';

/**
 * Client sheets (spec §7 "Admin area"): staff on admin/… paths, agents on agencies/… paths.
 * The state machine lives in contracts (sheetTransition); applySheetCommand applies it.
 */
const sheetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formRoutes);
  await app.register(registryRoutes);
  await app.register(documentRoutes);
};

export default sheetRoutes;
