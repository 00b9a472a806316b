import type { FastifyPluginAsync } from 'fastify';
import agencyRoutes from './agencies/routes';
import authRoutes from './auth/routes';
import clientRoutes from './clients/routes';
import dashboardRoutes from './dashboard/routes';
import genericRoutes from './generic/routes';
import outboxRoutes from './outbox/routes';
import registrationRoutes from './registrations/routes';
import registryLookupRoutes from './registry-lookups/routes';
import sheetRoutes from './sheets/routes';
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
  agencyRoutes,
  clientRoutes,
  sheetRoutes,
  registryLookupRoutes,
  dashboardRoutes,
  signingRoutes,
];

/** Route modules under `/{lang}/v2.0` (spec §7: agent requests and request lists). */
export const v2Routes: FastifyPluginAsync[] = [];
