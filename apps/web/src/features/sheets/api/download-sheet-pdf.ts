import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';

/** A version of a client's sheet as PDF, or its signed copy. */
export const downloadSheetPdf = async ({
  clientId,
  version,
  kind,
}: {
  clientId: number;
  version: number;
  kind: 'sheet' | 'signed';
}) =>
  saveFile(await apiDownload(`arrex/attachments/${clientId}/${kind}-${version}`, `sheet-${clientId}-v${version}.pdf`));

/** A download changes nothing. */
export const downloadSheetPdfMutationOptions = () =>
  mutationOptions({ mutationFn: downloadSheetPdf, meta: { changes: [] } });

export function useDownloadSheetPdf() {
  return useMutation(downloadSheetPdfMutationOptions());
}
