import type { FastifyPluginAsync } from 'fastify';
import type { DomainModule } from '../types';
import { moveClientReservations } from './client-move';
import { readyStockKind } from './import-ready-stock';
import { lapseJob } from './lapse';
import { readyStockMail } from './mail';
import routes from './routes';
import { demoReadyStock } from './seed';
import { largeReadyStock } from './seed-large';
import { reservationsTile } from './tiles';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(lapseJob);
};

/**
 * Ready for delivery (spec §3 "Ready-to-deliver product", §9): the stock (`appliance_stock`,
 * written by the `ready-stock` import and the seeds), its reservations, the job that lapses the
 * uncollected ones, and the buyer's e-mails.
 */
export const readyStock: DomainModule = {
  name: 'ready-stock',
  v1,
  importKinds: [readyStockKind],
  clientMove: moveClientReservations,
  mailTemplates: readyStockMail,
  seed: { order: 110, demo: demoReadyStock, large: largeReadyStock },
  dashboard: [reservationsTile],
  bench: [
    ['ready for delivery, page 1', 'agent', 'ready-stock'],
    ['reservations, page 1', 'admin', 'ready-stock/reservations'],
  ],
};

/** A client moved to another agency (sheets) takes its reservations along. */
export { lapseReservations } from './lapse';
