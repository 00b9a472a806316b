/** The kind of data this feature shows and changes (lib/data-changes.ts). */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    /** Accepted requests waiting to be sent, preparations and shipments: states, parcels, notes. */
    shipments: true;
  }
}

export {};
