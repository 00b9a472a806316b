import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';

export type PrintRequest = { categories_id: number[]; materials_id: number[] };

/** POST materiali/print: the chosen families and materials (or every active one) as xlsx. */
export const printMaterials = async (body: PrintRequest) =>
  saveFile(await apiDownload('materiali/print', 'materials.xlsx', { method: 'POST', body }));

/** A download changes nothing. */
export const printMaterialsMutationOptions = () =>
  mutationOptions({ mutationFn: printMaterials, meta: { changes: [] } });

export function usePrintMaterials() {
  return useMutation(printMaterialsMutationOptions());
}
