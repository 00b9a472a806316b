/**
 * The sales domain's kinds of data: revenue (the ERP's sales lines, written by imports) and the
 * budgets staff set per agency, category and year. A screen showing budget against actual shows both.
 */
declare module '../../../lib/data-changes' {
  interface DataKinds {
    sales: true;
    budgets: true;
  }
}

export {};
