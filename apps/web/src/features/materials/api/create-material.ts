import type { MaterialInput } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** POST materiali/product: a new material, answered with its id. */
export const createMaterial = (body: MaterialInput) =>
  api<{ id: number; message: string }>('materiali/product', { method: 'POST', body });

export const createMaterialMutationOptions = () =>
  mutationOptions({ mutationFn: createMaterial, meta: { changes: ['materials'] } });

export function useCreateMaterial() {
  return useMutation(createMaterialMutationOptions());
}
