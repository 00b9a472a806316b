import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';
import type { Attachment } from './get-attachments';

/** The attachment's url is an API path (`/{lang}/v1.0/arrex/…`): it is fetched with the session. */
export const downloadAttachment = async (attachment: Attachment) =>
  saveFile(await apiDownload(attachment.url.replace(/^\/[a-z]{2}\/v\d\.\d\//, ''), attachment.filename));

/** A download changes nothing. */
export const downloadAttachmentMutationOptions = () =>
  mutationOptions({ mutationFn: downloadAttachment, meta: { changes: [] } });

export function useDownloadAttachment() {
  return useMutation(downloadAttachmentMutationOptions());
}
