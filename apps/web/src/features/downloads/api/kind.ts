/** The kind of data this feature shows and changes (lib/data-changes.ts). */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    /** The Download area's folders and files. */
    downloads: true;
  }
}

export {};
