import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';

/** GET arrex/scheda-vuota: the blank sheet to fill in by hand. */
export const downloadBlankSheet = async (fallbackName: string) =>
  saveFile(await apiDownload('arrex/scheda-vuota', fallbackName));

/** A download changes nothing. */
export const downloadBlankSheetMutationOptions = () =>
  mutationOptions({ mutationFn: downloadBlankSheet, meta: { changes: [] } });

export function useDownloadBlankSheet() {
  return useMutation(downloadBlankSheetMutationOptions());
}
