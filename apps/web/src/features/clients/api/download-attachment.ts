import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';
import type { Attachment } from './get-attachments';

/** The attachment's url is an API path (`/{lang}/v1.0/arrex/…`): it is fetched with the session. */
export const downloadAttachment = async (attachment: Attachment) =>
  saveFile(await apiDownload(attachment.url.replace(/^\/[a-z]{2}\/v\d\.\d\//, ''), attachment.filename));

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
