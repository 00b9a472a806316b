import type { FastifyPluginAsync } from 'fastify';
import type { DomainModule } from '../types';
import { moveClientOrders } from './client-move';
import { orderFormMailTemplates } from './mail';
import routes from './routes';
import { demoOrders } from './seed';
import { largeOrders } from './seed-large';
import { orderFormSendRoutes } from './send-routes';
import { orderFormSettings } from './settings';
import { ordersTile } from './tiles';

/**
 * The order form (`order-form/*`, spec §3 and §7): orders for a client with their lines and
 * attachments (files module, owner `order-form`), drafts until sent to the order office. Its
 * tables are `schema.ts`; its demo and large seed steps `seed.ts` and `seed-large.ts`.
 */
const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(orderFormSendRoutes);
};

export const orderForm: DomainModule = {
  name: 'order-form',
  settings: orderFormSettings,
  clientMove: moveClientOrders,
  v1,
  mailTemplates: orderFormMailTemplates,
  seed: { order: 120, demo: demoOrders, large: largeOrders },
  dashboard: [ordersTile],
  bench: [
    ['orders, admin, page 1', 'admin', 'order-form?page=1'],
    ['orders, admin, page 50', 'admin', 'order-form?page=50'],
    ['orders, admin, drafts', 'admin', 'order-form?page=1&state=draft'],
    ['orders, admin, search ordine 12', 'admin', 'order-form?page=1&q=ordine%2012'],
    ['orders, agent, page 1', 'agent', 'order-form?page=1'],
    // The order's PDF, made on request (send-routes.ts): a demo order with its lines and attachments.
    ['order PDF (one at a time)', 'admin', 'order-form/pdf/1/file', undefined, undefined, 300],
  ],
};

/** A client moved to another agency (sheets) takes its orders along. */
/** What the order's e-mail and PDF (send.ts, send-routes.ts) read: the order as its reader may see it. */
export { toOrderDetail } from './mappers';
export { findOrder, type OrderRecord, type OrderScope, orderLines } from './repository';
export { orderScopeOf } from './service';
