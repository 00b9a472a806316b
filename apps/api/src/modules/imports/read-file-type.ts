import { type FileHandle, open } from 'node:fs/promises';
import { AppError } from '../../lib/errors';
import { guessEncoding, type TextEncoding } from './read-encoding';

/** The first part of a file, read to tell its type and its encoding. */
const SAMPLE_BYTES = 1024 * 1024;

/**
 * What the first bytes say the file is: a zip (xlsx), text (CSV) or neither; for text, its
 * encoding (read-encoding.ts), undefined while the sample is plain ASCII.
 */
export async function sniff(path: string): Promise<{ type: 'csv' | 'xlsx'; encoding?: TextEncoding }> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    const sample = buffer.subarray(0, bytesRead);
    if (sample.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return { type: 'xlsx' };
    // Text has no NUL and few control characters; anything else (PDF, images, old .xls) is refused.
    const controls = sample.filter((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d).length;
    if (bytesRead === 0 || sample.includes(0) || controls > bytesRead / 100)
      throw new AppError(400, 'imports.errors.fileType');
    return { type: 'csv', encoding: guessEncoding(sample, bytesRead === SAMPLE_BYTES) };
  } finally {
    await handle.close();
  }
}

/** The bytes from the end of a zip searched for its end record: the record and its longest comment. */
const ZIP_END_SEARCH = 22 + 0xffff;
/** The parts an xlsx starts with (its first entry's name). */
const XLSX_PARTS = /^(\[Content_Types\]\.xml|_rels\/|docProps\/|xl\/)/;

/**
 * The most parts an xlsx may have: a workbook's are a few per sheet (an ERP export has one sheet).
 * The zip's directory is read whole, an object per part, so a zip of millions of tiny parts (which
 * a 200 MB upload can hold) would fill the memory.
 */
export const MAX_XLSX_PARTS = 10_000;

/**
 * What a zip is: `whole` when it ends with its end-of-central-directory record; `cut` when it lacks
 * it but starts as an xlsx does (an interrupted upload or copy: exceljs's streaming reader would
 * then wait for the missing bytes forever instead of failing); `other` when it is not an xlsx;
 * `crowded` when it has more than MAX_XLSX_PARTS parts (or so many that it needs zip64's count).
 */
export async function zipState(path: string): Promise<'whole' | 'cut' | 'other' | 'crowded'> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, ZIP_END_SEARCH);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end !== -1) {
      // The record's count of parts, at byte 10; 0xffff: the count is in the zip64 record.
      let parts = end + 12 <= tail.length ? tail.readUInt16LE(end + 10) : 0;
      if (parts === 0xffff) parts = await zip64Parts(handle, tail, end, size);
      return parts > MAX_XLSX_PARTS ? 'crowded' : 'whole';
    }
    // The first local header: its name's length at byte 26, the name from byte 30.
    const head = Buffer.alloc(30 + 256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const nameLength = bytesRead >= 30 ? head.readUInt16LE(26) : 0;
    const name = head.subarray(30, Math.min(bytesRead, 30 + nameLength)).toString('latin1');
    return XLSX_PARTS.test(name) ? 'cut' : 'other';
  } finally {
    await handle.close();
  }
}

/**
 * The count of parts of a zip64 archive: its locator, the 20 bytes before the end record, gives the
 * offset of the zip64 end record, whose count is at byte 32. A count it cannot read is too many.
 */
async function zip64Parts(handle: FileHandle, tail: Buffer, end: number, size: number): Promise<number> {
  const locator = end - 20;
  if (locator < 0 || tail.readUInt32LE(locator) !== 0x07064b50) return Number.POSITIVE_INFINITY;
  const offset = Number(tail.readBigUInt64LE(locator + 8));
  if (!Number.isSafeInteger(offset) || offset + 56 > size) return Number.POSITIVE_INFINITY;
  const record = Buffer.alloc(56);
  await handle.read(record, 0, 56, offset);
  if (record.readUInt32LE(0) !== 0x06064b50) return Number.POSITIVE_INFINITY;
  return Number(record.readBigUInt64LE(32));
}
