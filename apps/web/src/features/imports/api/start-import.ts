import type { ImportKind } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST admin/imports/{kind}: uploads the file; the import then runs on the server. */
export const startImport = ({ kind, file }: { kind: ImportKind; file: File }) => {
  const body = new FormData();
  body.append('file', file);
  return api<{ id: number; message: string }>(`admin/imports/${kind}`, { method: 'POST', body });
};

export const startImportMutationOptions = () =>
  mutationOptions({ mutationFn: startImport, meta: { changes: ['imports'] } });

export function useStartImport() {
  return useMutation(startImportMutationOptions());
}
