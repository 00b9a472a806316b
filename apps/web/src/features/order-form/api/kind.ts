/** The order form's kind of data: orders, their lines, attachments and state (draft or sent). */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    orders: true;
  }
}

export {};
