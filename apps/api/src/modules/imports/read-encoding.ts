import { isAscii, isUtf8 } from 'node:buffer';
import { Transform } from 'node:stream';

/**
 * A CSV's text encoding. The rule: a file is UTF-8 when it starts with the UTF-8 byte-order mark,
 * or when, of the lines with non-ASCII bytes in its first part, at least as many are valid UTF-8 as
 * are not; otherwise it is Windows-1252 (what Italian Excel saves). A file whose first part is
 * plain ASCII is judged the same way at its first chunk that is not. Then each line is read in
 * that one encoding, and a line that is not text of it (a Windows-1252 letter in a UTF-8 file, a
 * UTF-8 letter in a Windows-1252 file, which would import as "CittÃ ") is marked, so its row is
 * rejected naming the encoding, never imported garbled (found by an outside tester).
 */
export type TextEncoding = 'utf-8' | 'windows-1252';

/**
 * Stands, in decoded text, for bytes that are not text of the file's encoding: U+FDD0, a
 * noncharacter (Unicode keeps it for a program's own use; no ERP writes it), so it survives
 * csv-parse's UTF-8 round trip, which a lone surrogate would not.
 */
export const NOT_TEXT = '\uFDD0';

/** The names the messages give the encodings. */
export const ENCODING_NAMES: Record<TextEncoding, string> = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252' };

/**
 * The length of the UTF-8 sequence that starts at `bytes[i]` (1 for ASCII), 0 when it is not a
 * valid one (WHATWG's rules: no overlong forms, no surrogates, nothing past U+10FFFF), -1 when
 * `bytes` ends before the sequence does.
 */
export function utf8Length(bytes: Uint8Array, i: number): number {
  const b = bytes[i] as number;
  if (b < 0x80) return 1;
  let n: number;
  let low = 0x80;
  let high = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) n = 2;
  else if (b >= 0xe0 && b <= 0xef) {
    n = 3;
    if (b === 0xe0) low = 0xa0;
    if (b === 0xed) high = 0x9f;
  } else if (b >= 0xf0 && b <= 0xf4) {
    n = 4;
    if (b === 0xf0) low = 0x90;
    if (b === 0xf4) high = 0x8f;
  } else return 0;
  for (let k = 1; k < n; k++) {
    if (i + k >= bytes.length) return -1;
    const c = bytes[i + k] as number;
    if (c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return 0;
  }
  return n;
}

/**
 * The encoding of a file from a sample of its bytes (see TextEncoding), or undefined when the sample
 * is plain ASCII. `cut`: the sample stops inside the file, so its last line may be cut midway and
 * is left out of the count.
 */
export function guessEncoding(sample: Buffer, cut: boolean): TextEncoding | undefined {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  let utf8 = 0;
  let other = 0;
  for (let start = 0; start < sample.length; ) {
    let end = sample.indexOf(0x0a, start);
    if (end === -1) {
      if (cut && start > 0) break;
      end = sample.length;
    }
    const line = sample.subarray(start, end);
    if (!isAscii(line)) {
      if (isUtf8(line)) utf8++;
      else other++;
    }
    start = end + 1;
  }
  if (utf8 === 0 && other === 0) return undefined;
  return utf8 >= other ? 'utf-8' : 'windows-1252';
}

/** Bytes Windows-1252 leaves undefined (WHATWG's decoder turns them into control characters). */
const UNDEFINED_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const windows1252 = new TextDecoder('windows-1252');

/** `bytes` as UTF-8 text, its invalid bytes as NOT_TEXT. */
function decodeUtf8(bytes: Buffer): string {
  if (isUtf8(bytes)) return bytes.toString('utf8');
  let text = '';
  let run = 0;
  for (let i = 0; i < bytes.length; ) {
    const n = (bytes[i] as number) < 0x80 ? 1 : utf8Length(bytes, i);
    if (n > 0) {
      i += n;
      continue;
    }
    text += `${bytes.toString('utf8', run, i)}${NOT_TEXT}`;
    run = ++i;
  }
  return text + bytes.toString('utf8', run);
}

/** `bytes` as Windows-1252 text; its undefined bytes and its UTF-8 letters (a line of another encoding) as NOT_TEXT. */
function decode1252(bytes: Buffer): string {
  if (isAscii(bytes)) return bytes.toString('latin1');
  let text = '';
  let run = 0;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] as number;
    const utf8 = b < 0x80 ? 1 : utf8Length(bytes, i);
    const marked = UNDEFINED_1252.has(b) ? 1 : utf8 > 1 ? utf8 : 0;
    if (marked === 0) {
      i++;
      continue;
    }
    text += `${windows1252.decode(bytes.subarray(run, i))}${NOT_TEXT}`;
    i += marked;
    run = i;
  }
  return text + windows1252.decode(bytes.subarray(run));
}

/**
 * Where the last UTF-8 sequence of `bytes` starts when `bytes` ends before it does (held back for
 * the next chunk, so a letter split between two chunks stays one letter), else `bytes.length`.
 */
function completeUpTo(bytes: Buffer): number {
  for (let k = 1; k <= 3 && k <= bytes.length; k++) {
    const b = bytes[bytes.length - k] as number;
    if (b < 0x80) break;
    if (b >= 0xc0) return utf8Length(bytes, bytes.length - k) === -1 ? bytes.length - k : bytes.length;
  }
  return bytes.length;
}

/**
 * Decodes a CSV's bytes to text in the file's encoding (`initial`, or decided at the first chunk
 * that is not plain ASCII), bytes that are not text of it as NOT_TEXT. `encoding()` answers the
 * encoding decided (UTF-8 while the text has been ASCII only).
 */
export function textDecoder(initial: TextEncoding | undefined) {
  let encoding = initial;
  let held = Buffer.alloc(0);
  const decode = (bytes: Buffer): string => {
    if (encoding === undefined) {
      if (isAscii(bytes)) return bytes.toString('latin1');
      encoding = guessEncoding(bytes, true) ?? 'utf-8';
    }
    return encoding === 'utf-8' ? decodeUtf8(bytes) : decode1252(bytes);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const end = completeUpTo(bytes);
      held = Buffer.from(bytes.subarray(end));
      done(null, decode(bytes.subarray(0, end)));
    },
    flush(done) {
      done(null, held.length > 0 ? decode(held) : '');
    },
  });
  return { stream, encoding: (): TextEncoding => encoding ?? 'utf-8' };
}
