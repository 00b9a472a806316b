import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, apiDownload, saveFile } from '../../../lib/api-client';

/** An API address as an answer gives it (`/{lang}/v1.0/…`), as the client calls it (the path after the version). */
const apiPath = (url: string) => url.replace(/^\/[a-z]{2}\/v\d\.\d\//, '');

/** GET order-form/pdf/{id} (spec §7): answers `files[0].url`, the PDF's address, fetched with the session. */
export const downloadOrderPdf = async ({ id, number }: { id: number; number: string }) => {
  const answer = await api<{ files: { url: string }[] }>(`order-form/pdf/${id}`);
  const url = answer.files[0]?.url;
  if (!url) return;
  saveFile(await apiDownload(apiPath(url), `order-${number}.pdf`));
};

/** One of the order's attachments. */
export const downloadAttachment = async ({ id, fileId, name }: { id: number; fileId: string; name: string }) =>
  saveFile(await apiDownload(`order-form/${id}/files/${fileId}`, name));

/** A download changes nothing. */
export function useDownloadOrderPdf() {
  return useMutation(mutationOptions({ mutationFn: downloadOrderPdf, meta: { changes: [] } }));
}

export function useDownloadAttachment() {
  return useMutation(mutationOptions({ mutationFn: downloadAttachment, meta: { changes: [] } }));
}
