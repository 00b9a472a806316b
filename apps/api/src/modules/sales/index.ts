import type { FastifyPluginAsync } from 'fastify';
import type { DomainModule } from '../types';
import linesRoutes from './lines-routes';
import prevYearsRoutes from './prev-years-routes';
import progressRoutes from './progress-routes';
import routes from './routes';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(prevYearsRoutes);
  await app.register(progressRoutes);
  await app.register(linesRoutes);
};

export const sales: DomainModule = { name: 'sales', v1 };
