import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** POST materiali/image/{id}: one JPEG, PNG or WebP file up to 9 MB, recognised by content. */
export const uploadImage = ({ id, file }: { id: number; file: File }) => {
  const body = new FormData();
  body.append('file', file);
  return api<{ message: string }>(`materiali/image/${id}`, { method: 'POST', body, quiet: [400, 413] });
};

export const uploadImageMutationOptions = () =>
  mutationOptions({ mutationFn: uploadImage, meta: { changes: ['materials'] } });

export function useUploadImage() {
  return useMutation(uploadImageMutationOptions());
}
