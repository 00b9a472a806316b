import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/** An adhesion's state as a badge tone (the customer's own, staff's list). */
export const ADHESION_TONE = { to_sign: 'warning', signed: 'positive', declined: 'neutral' } as const;

/** Runs a download, showing its failure's message. */
export function useBusy() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    setError(null);
    try {
      await work();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}
