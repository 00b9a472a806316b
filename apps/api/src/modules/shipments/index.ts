import type { FastifyPluginAsync } from 'fastify';
import { largeShipments } from '../../db/seed/large/shipments';
import { demoShipments } from '../../db/seed/shipments';
import type { DomainModule } from '../types';
import preparationRoutes from './preparations-routes';
import routes from './routes';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(preparationRoutes);
};

export const shipments: DomainModule = {
  name: 'shipments',
  v1,
  seed: { order: 70, demo: demoShipments, large: largeShipments },
};
