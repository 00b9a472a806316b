import type { Widen } from '../widen';

/** The dashboard (spec §2, the first screen): its widgets' own texts. English is the reference. */
export const dashboard = {
  page: {
    title: 'Dashboard',
    description: 'Revenue, client sheets, material requests and shipments at a glance.',
    descriptionCustomer: 'Your purchases, orders, invoices and reservations at a glance.',
    descriptionPress: "The portal's news and files for the press.",
    emptyPress: 'Nothing has been published for the press yet.',
  },
  widget: {
    error: 'These figures could not be loaded.',
    retry: 'Try again',
  },
  revenue: {
    title: 'Revenue {{year}}',
    titleCustomer: 'Purchases {{year}}',
    open: 'Revenue and budget',
    openCustomer: 'Best sellers',
    progressive: 'Same period {{year}}: {{amount}}',
    ofBudget: '{{value}} of budget',
    budgetShare: '{{value}} of a {{budget}} budget',
    until: 'Up to {{date}}',
    pace: 'At this pace {{amount}} by the end of the year',
    paceBudget: 'At this pace {{amount}} by the end of the year, {{value}} of the budget',
    byCategory: 'By category',
    empty: 'No sales this year or in the same period last year.',
    legend: {
      current: 'This year',
      progressive: 'Same period last year',
      budget: 'Budget',
    },
  },
  premia: {
    title: 'Premia {{year}}',
    open: 'Premia in detail',
    empty: 'No premia this year or in the same period last year.',
  },
  sheets: {
    title: 'Client sheets',
    open: 'Registry',
    total: '{{count}} clients',
    byStatus: 'Clients by sheet status',
    empty: 'No clients yet.',
  },
  requests: {
    title: 'Material requests',
    open: 'All requests',
    byStatus: 'Requests by status',
    over: 'over {{count}}',
    empty: 'No material requests yet.',
  },
  delta: {
    up: 'Up {{value}} on the same period last year',
    down: 'Down {{value}} on the same period last year',
    flat: 'Same as the same period last year',
    none: 'No sales in the same period last year',
  },
};

export type DashboardMessages = Widen<typeof dashboard>;
