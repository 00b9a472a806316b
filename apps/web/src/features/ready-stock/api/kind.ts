/** The kind of data this feature shows and changes (lib/data-changes.ts). */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    /** The ready-for-delivery stock and its reservations. */
    readyStock: true;
  }
}

export {};
