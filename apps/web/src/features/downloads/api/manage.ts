import type { DownloadFileUpdate, DownloadFolderInput, DownloadFolderUpdate } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

type Done = { message: string };

/** POST downloads/folders (staff). */
export const createFolder = (body: DownloadFolderInput) =>
  api<Done & { id: number }>('downloads/folders', { method: 'POST', body, quiet: [400] });

/** PATCH downloads/folders/{id}: rename, move, audience (staff). */
export const updateFolder = ({ id, ...body }: DownloadFolderUpdate & { id: number }) =>
  api<Done>(`downloads/folders/${id}`, { method: 'PATCH', body, quiet: [400] });

/** DELETE downloads/folders/{id}: with its folders and files (staff). */
export const deleteFolder = (id: number) => api<Done>(`downloads/folders/${id}`, { method: 'DELETE' });

/** PATCH downloads/files/{id}: title, folder, own audience (staff). */
export const updateFile = ({ id, ...body }: DownloadFileUpdate & { id: string }) =>
  api<Done>(`downloads/files/${id}`, { method: 'PATCH', body, quiet: [400] });

/** DELETE downloads/files/{id} (staff). */
export const deleteFile = (id: string) => api<Done>(`downloads/files/${id}`, { method: 'DELETE' });

const changes = { meta: { changes: ['downloads'] as const } };

export const useCreateFolder = () => useMutation(mutationOptions({ mutationFn: createFolder, ...changes }));
export const useUpdateFolder = () => useMutation(mutationOptions({ mutationFn: updateFolder, ...changes }));
export const useDeleteFolder = () => useMutation(mutationOptions({ mutationFn: deleteFolder, ...changes }));
export const useUpdateFile = () => useMutation(mutationOptions({ mutationFn: updateFile, ...changes }));
export const useDeleteFile = () => useMutation(mutationOptions({ mutationFn: deleteFile, ...changes }));

/**
 * POST downloads/files/{id}/link, then the browser follows the signed link: its own download,
 * which resumes and never holds the file in the page's memory.
 */
export async function downloadFile(id: string) {
  const { url } = await api<{ url: string }>(`downloads/files/${id}/link`, { method: 'POST' });
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** A download changes nothing. */
export const useDownloadFile = () => useMutation(mutationOptions({ mutationFn: downloadFile, meta: { changes: [] } }));
