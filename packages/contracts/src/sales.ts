/** Spec §9 revenue categories and the ERP category codes each one groups. */
export const REVENUE_CATEGORIES = [
  { key: 'furniture', codes: ['NN'] },
  { key: 'appliances', codes: ['E2', 'PN', 'PK'] },
  { key: 'worktops', codes: ['PJ', 'PL'] },
  { key: 'worktops_jit', codes: ['PJ'] },
  { key: 'tables_chairs', codes: ['PS'] },
  { key: 'premia', codes: ['PR'] },
  { key: 'expo', codes: [] },
] as const;
export type RevenueCategory = (typeof REVENUE_CATEGORIES)[number]['key'];
