import { ORDER_FORM_ACCEPT, ORDER_FORM_LIMITS } from '@portal/contracts';
import { useState } from 'react';
import { type FileRef, putFile, readFiles } from '../lib/device-store';
import { DEVICE_ATTACHMENTS_BYTES } from '../lib/order-values';
import { newKey } from '../lib/send-queue';

/** A file attached in the form; `onDevice` once it is stored on this device with the draft. */
export type FormFile = FileRef & { blob: Blob; onDevice: boolean };

/** Why a file was not attached: a catalogue key and its values. */
export type Refusal = { key: string; values: Record<string, string | number> };

const EXTENSIONS = new Set(ORDER_FORM_ACCEPT.split(','));
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/**
 * Checks a file before it is uploaded: at most 9 MB ("File is too large, limit 9 MB"), a type the
 * order office reads (by its name here; the server reads the content), within the number allowed.
 */
export function refusalOf(file: { name: string; size: number }, count: number): Refusal | null {
  if (file.size > ORDER_FORM_LIMITS.attachmentBytes)
    return { key: 'validation.fileTooLarge', values: { name: file.name } };
  if (file.size === 0) return { key: 'orderForm.errors.emptyFile', values: { name: file.name } };
  if (!EXTENSIONS.has(extensionOf(file.name))) return { key: 'orderForm.errors.fileType', values: { name: file.name } };
  if (count >= ORDER_FORM_LIMITS.attachments) {
    return { key: 'orderForm.errors.tooManyFiles', values: { max: ORDER_FORM_LIMITS.attachments } };
  }
  return null;
}

/**
 * The new files of the form: checked, then kept on this device while the draft's files stay under
 * 50 MB (past it a file stays on the page only, and the form says so). `kept`: how many files
 * already stored with the order count towards the limit.
 */
export function useAttachments(kept: number) {
  const [files, setFiles] = useState<FormFile[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const add = async (chosen: readonly File[]) => {
    const next = [...files];
    const refused: Refusal[] = [];
    for (const file of chosen) {
      const refusal = refusalOf(file, kept + next.length);
      if (refusal) {
        refused.push(refusal);
        continue;
      }
      const onDeviceBytes = next.filter((f) => f.onDevice).reduce((sum, f) => sum + f.size, 0);
      const entry: FormFile = {
        id: newKey(),
        name: file.name,
        type: file.type,
        size: file.size,
        blob: file,
        onDevice: onDeviceBytes + file.size <= DEVICE_ATTACHMENTS_BYTES,
      };
      if (entry.onDevice) {
        entry.onDevice = await putFile({ id: entry.id, name: file.name, type: file.type, size: file.size, blob: file })
          .then(() => true)
          .catch(() => false);
      }
      next.push(entry);
    }
    setFiles(next);
    setRefusals(refused);
    return next;
  };

  const remove = (id: string) => {
    const next = files.filter((f) => f.id !== id);
    setFiles(next);
    return next;
  };

  /** The draft's files read back from this device. */
  const restore = async (refs: readonly FileRef[]) => {
    const stored = await readFiles(refs);
    const next = stored.map((f) => ({ ...f, onDevice: true }));
    setFiles(next);
    return next;
  };

  /** Stores every file on the device (Send: the queue needs them all, whatever their size). */
  const storeAll = async () => {
    for (const f of files) {
      if (!f.onDevice) await putFile({ id: f.id, name: f.name, type: f.type, size: f.size, blob: f.blob });
    }
    return files.map(({ id, name, type, size }) => ({ id, name, type, size }));
  };

  return {
    files,
    refusals,
    add,
    remove,
    restore,
    storeAll,
    reset: () => {
      setFiles([]);
      setRefusals([]);
    },
    overDevice: files.some((f) => !f.onDevice),
  };
}
