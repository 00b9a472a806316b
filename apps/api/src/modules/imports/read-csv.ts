import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { ENCODING_NAMES, NOT_TEXT, type TextEncoding, textDecoder } from './read-encoding';
import { counted, through, unreadable } from './read-stream';
import type { RawRow, RowSource } from './read-types';

/** The longest CSV record read: a longer one is a file that is not what it seems. */
export const MAX_RECORD_BYTES = 64 * 1024;

/**
 * csv-parse's errors about the data, by their code, as the catalogue's reasons of
 * `imports.errors.unreadable` (its other codes are about its options: a fault of ours).
 */
const CSV_PROBLEMS: Record<string, string> = {
  CSV_MAX_RECORD_SIZE: 'imports.unreadable.tooLong',
  CSV_QUOTE_NOT_CLOSED: 'imports.unreadable.quoteNotClosed',
  INVALID_OPENING_QUOTE: 'imports.unreadable.openingQuote',
  CSV_INVALID_CLOSING_QUOTE: 'imports.unreadable.closingQuote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'imports.unreadable.closingQuote',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'imports.unreadable.columnCount',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'imports.unreadable.columnCount',
};

/**
 * Why csv-parse could not read a file, for `imports.errors.unreadable`: the reason as a catalogue
 * key and the row (line) it stopped at; undefined when the error is not about the data.
 */
export function csvProblem(error: unknown): { reason: string; row: number; kb: number } | undefined {
  const { code, lines } = (error ?? {}) as { code?: unknown; lines?: unknown };
  const reason = typeof code === 'string' ? CSV_PROBLEMS[code] : undefined;
  if (!reason) return undefined;
  return { reason, row: typeof lines === 'number' ? lines : 0, kb: MAX_RECORD_BYTES / 1024 };
}

/** The delimiter of a CSV: whichever of `;` `,` tab `|` the header line has most of, outside quotes. */
export function detectDelimiter(firstLine: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
    ['|', 0],
  ]);
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ';';
  for (const [ch, n] of counts) if (n > (counts.get(best) ?? 0)) best = ch;
  return best;
}

async function firstLine(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    // The delimiters are ASCII: any encoding reads them alike.
    return buffer.toString('latin1', 0, bytesRead).split(/\r?\n|\r/, 1)[0] ?? '';
  } finally {
    await handle.close();
  }
}

/**
 * Fails a line of more than `max` delimiters (whatever its quotes) before the parser sees it.
 * csv-parse caps a record's characters (MAX_RECORD_BYTES), not its fields: a line of 140 million
 * `;` was an array of 140 million empty strings, which ended the server (found by an outside
 * tester). A record the parser would take has at most `columns` fields and MAX_RECORD_BYTES of
 * text (delimiters in quotes among it), so `max` is their sum and refuses no such record; the
 * record's own count is checked exactly once parsed (csvRows).
 */
function delimiterGuard(delimiter: number, columns: number) {
  const max = columns + MAX_RECORD_BYTES;
  let count = 0;
  let line = 1;
  let afterCr = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i];
        if (b === delimiter) {
          if (++count > max) {
            done(unreadable('imports.unreadable.tooManyColumns', { row: line, max: columns }));
            return;
          }
        } else if (b === 0x0a || b === 0x0d) {
          count = 0;
          if (b === 0x0d || !afterCr) line++;
        }
        afterCr = b === 0x0d;
      }
      done(null, chunk);
    },
  });
}

/**
 * A CSV's rows, streamed: bytes counted (progress), lines of too many delimiters refused, text
 * decoded in the file's encoding (read-encoding.ts), then csv-parse. A row of more than
 * `maxColumns` cells fails the file; a row with bytes not of the file's encoding is rejected.
 */
export async function csvSource(
  path: string,
  encoding: TextEncoding | undefined,
  maxColumns: number,
  streams: Readable[],
): Promise<RowSource> {
  const { parse } = await import('csv-parse');
  const delimiter = detectDelimiter(await firstLine(path));
  const counter = counted(createReadStream(path, { highWaterMark: 256 * 1024 }), streams);
  const guarded = through(counter.stream, delimiterGuard(delimiter.charCodeAt(0), maxColumns), streams);
  const decoder = textDecoder(encoding);
  const decoded = through(guarded, decoder.stream, streams);
  const parser = through(
    decoded,
    parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      max_record_size: MAX_RECORD_BYTES,
      info: true,
    }),
    streams,
  );
  async function* rows(): AsyncGenerator<RawRow> {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.length > maxColumns) {
        throw unreadable('imports.unreadable.tooManyColumns', { row: info.lines, max: maxColumns });
      }
      const at = record.findIndex((cell) => cell.includes(NOT_TEXT));
      yield at === -1
        ? { row: info.lines, cells: record }
        : {
            row: info.lines,
            cells: record,
            rejected: { key: 'imports.errors.encoding', params: { encoding: ENCODING_NAMES[decoder.encoding()] }, at },
          };
    }
  }
  return { rows: rows(), bytesRead: counter.count };
}
