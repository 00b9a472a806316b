import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-client';

/** GET invoices/{number}/pdf: a copy of the invoice, named by the server; its message on failure. */
export const downloadInvoice = async (number: string) =>
  saveFile(await apiDownload(`invoices/${encodeURIComponent(number)}/pdf`, `${number}.pdf`));

/** A download changes nothing. */
export const downloadInvoiceMutationOptions = () =>
  mutationOptions({ mutationFn: downloadInvoice, meta: { changes: [] } });

export function useDownloadInvoice() {
  return useMutation(downloadInvoiceMutationOptions());
}
