/**
 * The appliances domain's kind of data: the price list, which only the `appliances` import
 * changes, so a screen showing it also shows `imports`.
 */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    appliances: true;
  }
}

export {};
