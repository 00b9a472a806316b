import type { AgencyBudget } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, MISSING } from '../../../lib/api-client';
import './kind';

/** GET sales/budget/agent/{a}?year=: the agency's budget per category (agents read their own). */
export const getAgencyBudget = (agency: number, year: number, signal?: AbortSignal) =>
  api<AgencyBudget>(`sales/budget/agent/${agency}`, { query: { year }, signal, quiet: MISSING });

export const agencyBudgetQueryOptions = (agency: number, year: number) =>
  queryOptions({
    queryKey: ['sales', 'budget', agency, year],
    queryFn: ({ signal }) => getAgencyBudget(agency, year, signal),
    meta: { shows: ['budgets'] },
  });

export function useAgencyBudget(agency: number | undefined, year: number) {
  return useQuery({ ...agencyBudgetQueryOptions(agency ?? 0, year), enabled: Boolean(agency) });
}
