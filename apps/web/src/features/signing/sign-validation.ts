import '@portal/contracts/zod-config';

/**
 * The signing steps' validation, the shared schemas the server applies. With zod: loaded once
 * the page is shown (load-sign-validation.ts), not before it.
 */
export {
  signAcceptSchema,
  signDeclineSchema,
  signSubmitSchema,
  signVerifySchema,
} from '@portal/contracts/signing';
