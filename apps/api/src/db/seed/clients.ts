import { placeClients } from '../../modules/clients/coordinates';
import type { DemoStep } from './types';

/**
 * Places the demo clients on the map (modules/clients/coordinates.ts): the accounts and sheets
 * steps write their addresses, this step resolves them all at once through the gazetteer.
 */
export const demoClientPlaces: DemoStep = {
  name: 'client coordinates',
  async run(tx) {
    await placeClients(tx);
  },
};
