import type { FastifyPluginAsync } from 'fastify';
import type { DomainModule } from '../types';
import prevYearsRoutes from './prev-years-routes';
import routes from './routes';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(prevYearsRoutes);
};

export const sales: DomainModule = { name: 'sales', v1 };
