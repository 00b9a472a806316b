import { loadChunk } from '../../lib/chunk-errors';

/**
 * The signing steps' schemas (zod), asked for once the page is shown and awaited by a step's
 * submit: a signer reads the sheet before any button, so it has arrived by then.
 */
export const loadSignValidation = () => loadChunk(() => import('./sign-validation'));
