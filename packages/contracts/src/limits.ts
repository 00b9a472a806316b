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
  /**
   * Lists count matching rows up to this many; beyond it the total is a lower bound and the
   * screen says "more than 10,000" (an exact count of 100,000 rows costs more than the page).
   */
  listCountCap: 10_000,
  /** Clients a picker receives at once; the user types to find the others (agencies/get-clients). */
  clientOptions: 50,
  // Reasons and notes a dialog asks for: the web's dialogs and the API's schemas read these.
  /** Why a material request is rejected (materials.ts `requestDecisionSchema`). */
  rejectReasonMax: 500,
  /** Why a client's deletion is asked (clients.ts `clientDeleteRequestSchema`). */
  deletionReasonMax: 1000,
  /** The note sending a sheet back for revision (sheet-requests.ts). */
  revisionNoteMax: 2000,
} as const;
