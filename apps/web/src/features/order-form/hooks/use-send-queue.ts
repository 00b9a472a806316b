import { useCallback, useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { orderTransport, refusalMessage } from '../api/order-transport';
import { deleteQueued, listQueued, type QueuedOrder, writeDraft } from '../lib/device-store';
import type { OrderValues } from '../lib/order-values';
import { onQueueChange, removeQueued, retryQueued, runQueue } from '../lib/send-queue';

/** A sent order stays listed on this device for a day, then only in the orders list. */
const SENT_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the user's queue and tells what became of each order: "order sent", or "Error in order
 * submission" with the reason (each once, whichever screen ran it).
 */
export function useRunQueue(owner: number | null) {
  const { t } = useTranslation();
  return useCallback(async () => {
    if (owner === null || !navigator.onLine) return [];
    const outcomes = await runQueue(owner, orderTransport, refusalMessage);
    for (const outcome of outcomes) {
      if (outcome.state === 'sent') notifySuccess(t('orderForm.success.sent'), `order-sent-${outcome.key}`);
      if (outcome.state === 'failed') {
        notifyError(`${t('orderForm.errors.sendFailed')}: ${outcome.error}`, `order-failed-${outcome.key}`);
      }
    }
    return outcomes;
  }, [owner, t]);
}

/** Sends the queue when the screen opens and whenever the browser is back online. */
export function useQueueRunner(owner: number | null) {
  const run = useRunQueue(owner);
  useEffect(() => {
    void run();
    const online = () => void run();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [run]);
  return run;
}

/** The user's queued orders on this device, re-read at every change of state, and what can be done with them. */
export function useSendQueue(owner: number | null) {
  const [entries, setEntries] = useState<QueuedOrder<OrderValues>[]>([]);
  const run = useQueueRunner(owner);
  useEffect(() => {
    if (owner === null) return;
    let live = true;
    const read = () =>
      void listQueued<OrderValues>(owner).then(async (rows) => {
        const old = rows.filter((e) => e.state === 'sent' && Date.now() - e.updatedAt > SENT_KEPT_MS);
        for (const entry of old) await deleteQueued(entry.key);
        if (live) setEntries(rows.filter((e) => !old.includes(e)));
      });
    read();
    const stop = onQueueChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [owner]);
  return {
    entries,
    run,
    retry: async (key: string) => {
      await retryQueued(key);
      await run();
    },
    dismiss: (key: string) => removeQueued(key),
    /** A refused order back in the form, to be corrected and sent again (a new key then). */
    takeBack: async (entry: QueuedOrder<OrderValues>) => {
      await writeDraft({ owner: entry.owner, order: entry.order, values: entry.values, files: entry.files });
      await removeQueued(entry.key);
    },
  };
}
