import type { ContentFile, ContentFileRole } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** POST content/item/{id}/files?role=: one file, its type and size checked again by the server from its content. */
export const uploadContentFile = ({ id, role, file }: { id: number; role: ContentFileRole; file: File }) => {
  const body = new FormData();
  body.append('file', file);
  return api<ContentFile & { message: string }>(`content/item/${id}/files`, {
    method: 'POST',
    query: { role },
    body,
    quiet: [400, 413],
  });
};

export function useUploadContentFile() {
  return useMutation(mutationOptions({ mutationFn: uploadContentFile, meta: { changes: ['content'] } }));
}

/** DELETE content/item/{id}/files/{fileId}. */
export const deleteContentFile = ({ id, fileId }: { id: number; fileId: string }) =>
  api<{ message: string }>(`content/item/${id}/files/${fileId}`, { method: 'DELETE' });

export function useDeleteContentFile() {
  return useMutation(mutationOptions({ mutationFn: deleteContentFile, meta: { changes: ['content'] } }));
}
