import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import genericRoutes from './generic/routes';
import outboxRoutes from './outbox/routes';
import registrationRoutes from './registrations/routes';
import signingRoutes from './signing/routes';
import systemAdminRoutes from './system/admin-routes';
import userRoutes from './users/routes';

/** Route modules under `/{lang}/v1.0`. Each domain adds its own line. */
export const v1Routes: FastifyPluginAsync[] = [
  authRoutes,
  registrationRoutes,
  userRoutes,
  outboxRoutes,
  genericRoutes,
  systemAdminRoutes,
  signingRoutes,
];

/** Route modules under `/{lang}/v2.0` (spec §7: agent requests and request lists). */
export const v2Routes: FastifyPluginAsync[] = [];
