/**
 * The invoices domain's kind of data: the ERP's invoices as its sales lines make them, with the
 * ERP's document of each. Only the sales-lines and invoices imports change them, so a screen
 * showing them also shows `imports`.
 */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    invoices: true;
  }
}

export {};
