/**
 * Where a place is on the map, from its city, province and country (an offline gazetteer). No
 * routes: the clients module places its clients with it.
 */
export { type Address, locate, type Placed } from './gazetteer';
