import type { FastifyPluginAsync } from 'fastify';
import type { DomainModule } from '../types';
import prevYearsRoutes from './prev-years-routes';
import progressRoutes from './progress-routes';
import routes from './routes';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(prevYearsRoutes);
  await app.register(progressRoutes);
};

export const sales: DomainModule = { name: 'sales', v1 };
