import { DOWNLOAD_UPLOAD_PARTS, type DownloadAudience } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-storage';
import { errorDetails, errorMessage, parseBody } from '../../../lib/envelope';
import { i18n } from '../../../lib/i18n';
import './kind';

export type UploadInput = {
  folder: number;
  file: File;
  title?: string;
  audience?: DownloadAudience[];
  /** The share sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * POST downloads/folders/{id}/files with XMLHttpRequest, whose upload events give the progress
 * (fetch gives none for a request body). The file goes as the browser reads it from disk.
 */
export function uploadFile({ folder, file, title, audience, onProgress, signal }: UploadInput) {
  return new Promise<{ id: string; title: string; message: string }>((resolve, reject) => {
    const form = new FormData();
    if (title) form.append(DOWNLOAD_UPLOAD_PARTS.title, title);
    if (audience?.length) form.append(DOWNLOAD_UPLOAD_PARTS.audience, audience.join(','));
    form.append(DOWNLOAD_UPLOAD_PARTS.file, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`downloads/folders/${folder}/files`));
    const token = getToken();
    if (token) xhr.setRequestHeader('access-token', token);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText) as {
        args?: { response?: { id: string; title: string; message: string } };
      };
      if (xhr.status >= 200 && xhr.status < 300 && body?.args?.response) return resolve(body.args.response);
      const { key, fields } = errorDetails(body);
      reject(new ApiError(xhr.status, errorMessage(body, xhr.responseText, xhr.statusText, xhr.status), key, fields));
    };
    xhr.onerror = () => reject(new ApiError(0, i18n.t('downloads.errors.uploadFailed')));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

export const useUpload = () =>
  useMutation(mutationOptions({ mutationFn: uploadFile, meta: { changes: ['downloads'] } }));
