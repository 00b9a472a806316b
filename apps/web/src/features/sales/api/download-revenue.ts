import type { RevenueCategory } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';
import { type SalesScope, scopedPath } from './scope';

export type RevenueExport = { scope: SalesScope; year: number; category: RevenueCategory };

/** GET sales/export[…]: the whole table of the place as an xlsx file, named by the server. */
export const downloadRevenue = async ({ scope, year, category }: RevenueExport) =>
  saveFile(await apiDownload(scopedPath('sales/export', scope), 'revenue.xlsx', { query: { year, category } }));

/** A download changes nothing. */
export const downloadRevenueMutationOptions = () =>
  mutationOptions({ mutationFn: downloadRevenue, meta: { changes: [] } });

export function useDownloadRevenue() {
  return useMutation(downloadRevenueMutationOptions());
}
