import type { BudgetChange } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** POST sales/budget/agent/{a} `{ year, category, amount }` (staff): one category's budget for a year. */
export const saveBudget = ({ agency, change }: { agency: number; change: BudgetChange }) =>
  api<{ message: string }>(`sales/budget/agent/${agency}`, { method: 'POST', body: change });

export const saveBudgetMutationOptions = () =>
  mutationOptions({ mutationFn: saveBudget, meta: { changes: ['budgets'] } });

export function useSaveBudget() {
  return useMutation(saveBudgetMutationOptions());
}
