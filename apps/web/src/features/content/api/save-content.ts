import type { ContentInput, ContentKind } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** POST content (a new item of a kind) or PUT content/item/{id}: texts, audience and days; field errors come back per field. */
export const saveContent = ({ id, kind, body }: { id?: number; kind: ContentKind; body: ContentInput }) =>
  id === undefined
    ? api<{ id: number; message: string }>('content', { method: 'POST', body: { ...body, kind }, quiet: [400] })
    : api<{ message: string }>(`content/item/${id}`, { method: 'PUT', body, quiet: [400] }).then((r) => ({
        ...r,
        id,
      }));

export function useSaveContent() {
  return useMutation(mutationOptions({ mutationFn: saveContent, meta: { changes: ['content'] } }));
}

/** DELETE content/item/{id}: the item with its texts, markers and files. */
export const deleteContent = (id: number) => api<{ message: string }>(`content/item/${id}`, { method: 'DELETE' });

export function useDeleteContent() {
  return useMutation(mutationOptions({ mutationFn: deleteContent, meta: { changes: ['content'] } }));
}
