import type { FastifyPluginAsync } from 'fastify';
import { largeShipments } from '../../db/seed/large/shipments';
import { demoShipments } from '../../db/seed/shipments';
import type { DomainModule } from '../types';
import { shipmentsMail } from './mail';
import preparationRoutes from './preparations-routes';
import routes from './routes';
import { shipmentsTile } from './tiles';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(preparationRoutes);
};

export const shipments: DomainModule = {
  name: 'shipments',
  v1,
  seed: { order: 70, demo: demoShipments, large: largeShipments },
  mailTemplates: shipmentsMail,
  dashboard: [shipmentsTile],
  bench: [
    ['to be sent, page 1', 'admin', 'invio/1'],
    ['shipments, page 1', 'admin', 'spedizioni/1'],
    ['shipments, shipped', 'admin', 'spedizioni/1?status=shipped'],
    ['shipments, not shipped yet', 'admin', 'spedizioni/1?shipped=false'],
    ['shipments, agent, page 1', 'agent', 'spedizioni/1'],
    // The search added for the outside tester (q was ignored): a common word, and a rare one that
    // no index serves (recipient, city and waybill are matched row by row).
    ['shipments, search rossi', 'admin', 'spedizioni/1?q=rossi'],
    ['shipments, search rare word', 'admin', 'spedizioni/1?q=zzqx'],
    ['to be sent, search rossi', 'admin', 'invio/1?q=rossi'],
  ],
};
