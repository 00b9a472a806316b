import type { SignAccept, SignSubmit } from '@portal/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
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

/**
 * Each step, done or refused (a wrong code costs a try), changes the request's history and the
 * sheet's state, and may send an e-mail (the code, the signed copy): the page's view refreshes.
 */
const step = <I, O>(fn: (input: I) => Promise<O>) =>
  mutationOptions({ mutationFn: fn, meta: { changes: ['sheets', 'outbox'] } });

export const acceptTermsMutationOptions = () => step(acceptTerms);
export const requestCodeMutationOptions = () => step(requestCode);
export const verifyCodeMutationOptions = () => step(verifyCode);
export const signSheetMutationOptions = () => step(signSheet);
export const declineSheetMutationOptions = () => step(declineSheet);
/** A download changes nothing. */
export const downloadSignedPdfMutationOptions = () =>
  mutationOptions({ mutationFn: downloadSignedPdf, meta: { changes: [] } });

export const useAcceptTerms = () => useMutation(acceptTermsMutationOptions());
export const useRequestCode = () => useMutation(requestCodeMutationOptions());
export const useVerifyCode = () => useMutation(verifyCodeMutationOptions());
export const useSignSheet = () => useMutation(signSheetMutationOptions());
export const useDeclineSheet = () => useMutation(declineSheetMutationOptions());
export const useDownloadSignedPdf = () => useMutation(downloadSignedPdfMutationOptions());
