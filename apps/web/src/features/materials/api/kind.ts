/**
 * The materials domain's kind of data: the catalogue, its stock counters and the agents'
 * requests, which move the counters (an accept commits stock), so one kind covers them all.
 */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    materials: true;
  }
}

export {};
