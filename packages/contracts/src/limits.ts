/** Spec §9 business constants and limits, written once for web and API. */
export const LIMITS = {
  attachmentBytes: 9 * 1024 * 1024,
  provinceLength: 2,
  customerCodeLength: 6,
  passwordMin: 8,
  passwordMax: 20,
  clientSearchMin: 2,
  priceSearchMin: 3,
  toastMs: 5000,
  chunkLoadTimeoutMs: 120_000,
  /** Largest JSON body the API accepts. */
  jsonBodyBytes: 1024 * 1024,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;
