import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';

/** GET spedizioni/{id}/labels: one PDF, a label per parcel; before confirmation the envelope's message shows. */
export const downloadLabels = async ({ id, number }: { id: number; number: string }) =>
  saveFile(await apiDownload(`spedizioni/${id}/labels`, `labels-${number}.pdf`));

/** A download changes nothing. */
export const downloadLabelsMutationOptions = () =>
  mutationOptions({ mutationFn: downloadLabels, meta: { changes: [] } });

export function useDownloadLabels() {
  return useMutation(downloadLabelsMutationOptions());
}
