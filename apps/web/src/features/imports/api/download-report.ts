import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';

/** GET admin/imports/{id}/report: every rejected row, as xlsx. */
export const downloadReport = async (id: number) =>
  saveFile(await apiDownload(`admin/imports/${id}/report`, 'report.xlsx'));

/** A download changes nothing. */
export const downloadReportMutationOptions = () =>
  mutationOptions({ mutationFn: downloadReport, meta: { changes: [] } });

export function useDownloadReport() {
  return useMutation(downloadReportMutationOptions());
}
