/** The kind of data this feature shows and changes (lib/data-changes.ts). */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    /** News, communications, trends and promotions, their files and read markers. */
    content: true;
  }
}

export {};
