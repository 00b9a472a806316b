import type { SignAccept, SignSubmit } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, saveFile } from '../../../lib/api-client';
import { QUIET } from './get-sign-view';

const path = (token: string, step = '') => `sign/${encodeURIComponent(token)}${step ? `/${step}` : ''}`;

export const acceptTerms = ({ token, body }: { token: string; body: SignAccept }) =>
  api<{ message: string }>(path(token, 'accept'), { method: 'POST', body, quiet: QUIET });

export const requestCode = (token: string) =>
  api<{ message: string; expires_at: string; email_masked: string }>(path(token, 'otp'), {
    method: 'POST',
    quiet: QUIET,
  });

export const verifyCode = ({ token, code }: { token: string; code: string }) =>
  api<{ message: string }>(path(token, 'verify'), { method: 'POST', body: { code }, quiet: QUIET });

export const signSheet = ({ token, body }: { token: string; body: SignSubmit }) =>
  api<{ message: string; signed_at: string; document_sha256: string }>(path(token), {
    method: 'POST',
    body,
    quiet: QUIET,
  });

export const declineSheet = ({ token, reason }: { token: string; reason: string }) =>
  api<{ message: string }>(path(token, 'decline'), { method: 'POST', body: { reason }, quiet: QUIET });

/** The signed copy; a failure answers the envelope, whose message is toasted. */
export const downloadSignedPdf = async (token: string) => saveFile(await apiDownload(path(token, 'pdf'), 'signed.pdf'));

/** Each step, done or refused (a wrong code costs a try), refreshes the page's view of the request. */
function useStep<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['signing'] }),
  });
}

export const useAcceptTerms = () => useStep(acceptTerms);
export const useRequestCode = () => useStep(requestCode);
export const useVerifyCode = () => useStep(verifyCode);
export const useSignSheet = () => useStep(signSheet);
export const useDeclineSheet = () => useStep(declineSheet);
export const useDownloadSignedPdf = () => useMutation({ mutationFn: downloadSignedPdf });
