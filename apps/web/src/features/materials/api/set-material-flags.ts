import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

export type MaterialFlags = { visible?: boolean; favourite?: boolean; archived?: boolean };

/** PUT materiali/product/{id}/flags: shown to agents, favourite, archived (one at a time). */
export const setMaterialFlags = ({ id, flags }: { id: number; flags: MaterialFlags }) =>
  api<{ message: string }>(`materiali/product/${id}/flags`, { method: 'PUT', body: flags });

export const setMaterialFlagsMutationOptions = () =>
  mutationOptions({ mutationFn: setMaterialFlags, meta: { changes: ['materials'] } });

export function useSetMaterialFlags() {
  return useMutation(setMaterialFlagsMutationOptions());
}
