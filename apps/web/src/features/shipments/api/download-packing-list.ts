import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';

export type PackingListOutput = 'pdf' | 'xlsx';

/** GET invio/session/{id}?output=pdf|xlsx: the packing list to print (PDF) or to export (Excel). */
export const downloadPackingList = async ({
  id,
  number,
  output,
}: {
  id: number;
  number: string;
  output: PackingListOutput;
}) => saveFile(await apiDownload(`invio/session/${id}`, `packing-list-${number}.${output}`, { query: { output } }));

/** A download changes nothing. */
export const downloadPackingListMutationOptions = () =>
  mutationOptions({ mutationFn: downloadPackingList, meta: { changes: [] } });

export function useDownloadPackingList() {
  return useMutation(downloadPackingListMutationOptions());
}
