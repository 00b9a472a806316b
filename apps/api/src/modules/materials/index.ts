import type { FastifyPluginAsync } from 'fastify';
import { largeMaterials } from '../../db/seed/large/materials';
import { demoMaterials } from '../../db/seed/materials';
import type { DomainModule } from '../types';
import requestRoutes from './requests-routes';
import routes from './routes';
import { requestsTile } from './tiles';
import userMaterialRoutes from './user-materials-routes';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(userMaterialRoutes);
};

export const materials: DomainModule = {
  name: 'materials',
  v1,
  v2: requestRoutes,
  seed: { order: 60, demo: demoMaterials, large: largeMaterials },
  dashboard: [requestsTile],
  bench: [
    ['materials, page 1', 'admin', 'materiali/products/1'],
    ['agent requests, staff, page 1', 'admin', 'v2.0/materiali/request-agencies/1'],
    ['agent requests, staff, pending', 'admin', 'v2.0/materiali/request-agencies/1?status=pending'],
    ['agent requests, agent, page 1', 'agent', 'v2.0/materiali/request-agencies/1'],
  ],
};

/**
 * What the shipments ask of the agent requests and the stock (this module owns both): the
 * requests a shipment carries and the stock moves of its states, the lists they come from.
 */
export { clientInScope } from './repository';
export {
  attachRequests,
  deliver,
  detachRequests,
  listToSend,
  markPrinted,
  moveRequests,
  requestClients,
  type ShipmentLine,
  shipmentLines,
} from './shipping';
