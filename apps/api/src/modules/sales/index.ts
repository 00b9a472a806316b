import type { FastifyPluginAsync } from 'fastify';
import { largeSales } from '../../db/seed/large/sales';
import { demoSales } from '../../db/seed/sales';
import type { DomainModule } from '../types';
import { moveClientSales } from './agency-move';
import { salesKind } from './import-kind';
import linesRoutes from './lines-routes';
import prevYearsRoutes from './prev-years-routes';
import progressRoutes from './progress-routes';
import routes from './routes';
import { premiaTile, revenueTile } from './tiles';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(prevYearsRoutes);
  await app.register(progressRoutes);
  await app.register(linesRoutes);
};

export const sales: DomainModule = {
  name: 'sales',
  v1,
  importKinds: [salesKind],
  clientMove: moveClientSales,
  seed: { order: 80, demo: demoSales, large: largeSales },
  dashboard: [revenueTile, premiaTile],
  bench: [
    ['revenue, network by agency', 'admin', 'sales/current'],
    ['revenue, agent, own clients', 'agent', 'sales/current/agent/{agency}'],
    ['revenue detail, agent, months', 'agent', 'sales/current/detail/agent/{agency}'],
    ['own clients by category, agent', 'agent', 'sales/own-clients/agent/{agency}?categories=furniture,premia'],
    ['delta by category, agent', 'agent', 'sales/delta/agent/{agency}'],
    ['progress of a client, agent', 'agent', 'sales/progress/client/{client}'],
    ['sales lines of a client, agent', 'agent', 'sales/lines/agent/{agency}/client/{client}'],
    [
      'sales lines of a client, by amount',
      'agent',
      'sales/lines/agent/{agency}/client/{client}?sort=amount&order=desc',
    ],
  ],
};

/** What other modules read of sales: an agency's check, category codes, the periods, a client's move. */
export { type Periods, periodsOf, thisYear } from './periods';
export { codeList, findAgency } from './repository';
