import { useEffect, useRef, useState } from 'react';
import { dropDraft, type LocalDraft, readDraft, writeDraft } from '../lib/device-store';
import type { OrderValues } from '../lib/order-values';
import type { FormFile } from './use-attachments';

/** How long typing pauses before the draft is written to this device. */
const SAVE_AFTER_MS = 400;

/**
 * The order's draft on this device: read once when the form opens (`restored`, null when there is
 * none), written as it is typed (a pause of 400 ms), dropped once the order is queued or deleted.
 * Only files already stored on the device are named (those past the device's limit are not).
 */
export function useDeviceDraft(owner: number | null, order: number | null) {
  const [restored, setRestored] = useState<LocalDraft<OrderValues> | null | undefined>(undefined);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (owner === null) return;
    let live = true;
    readDraft<OrderValues>(owner, order)
      .then((draft) => {
        if (!live) return;
        setRestored(draft ?? null);
        setSavedAt(draft?.savedAt ?? null);
      })
      // No IndexedDB (a private window of an old browser): the form works, without the draft.
      .catch(() => live && setRestored(null));
    return () => {
      live = false;
    };
  }, [owner, order]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const save = (values: OrderValues, files: readonly FormFile[]) => {
    if (owner === null) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const stored = files.filter((f) => f.onDevice).map(({ id, name, type, size }) => ({ id, name, type, size }));
      writeDraft({ owner, order, values, files: stored })
        .then((draft) => setSavedAt(draft.savedAt))
        .catch(() => undefined);
    }, SAVE_AFTER_MS);
  };

  const drop = async () => {
    if (timer.current) clearTimeout(timer.current);
    if (owner !== null) await dropDraft(owner, order);
    setSavedAt(null);
  };

  return { restored, savedAt, save, drop };
}
