import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';

/** GET arrex/scheda-vuota: the blank sheet to fill in by hand. */
export const downloadBlankSheet = async (fallbackName: string) =>
  saveFile(await apiDownload('arrex/scheda-vuota', fallbackName));

export function useDownloadBlankSheet() {
  return useMutation({ mutationFn: downloadBlankSheet });
}
