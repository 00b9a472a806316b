import type { FastifyPluginAsync } from 'fastify';
import type { DomainModule } from '../types';
import requestRoutes from './requests-routes';
import routes from './routes';
import userMaterialRoutes from './user-materials-routes';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(userMaterialRoutes);
};

export const materials: DomainModule = { name: 'materials', v1, v2: requestRoutes };
