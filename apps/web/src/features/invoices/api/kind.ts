/**
 * The invoices domain's kind of data: the ERP's invoices as its sales lines make them. Only the
 * sales-lines import changes them, so a screen showing them also shows `imports`.
 */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    invoices: true;
  }
}

export {};
