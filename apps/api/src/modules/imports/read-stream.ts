import { type Readable, Transform } from 'node:stream';
import { AppError } from '../../lib/errors';

/** A file that cannot be read, for `reason` (a catalogue key under `imports.unreadable`). */
export const unreadable = (reason: string, params: Record<string, number | string> = {}) =>
  new AppError(400, 'imports.errors.unreadable', { ...params, reason });

/**
 * Counts the bytes flowing through, so progress is the share of the file read, and keeps the last
 * few (how an xlsx sheet ends). Past `max` bytes it fails with `tooMany` instead.
 */
export function byteCounter(max = Number.POSITIVE_INFINITY, tooMany?: () => Error) {
  let total = 0;
  let last = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > max) {
        done(tooMany?.() ?? new Error('too many bytes'));
        return;
      }
      last = Buffer.concat([last, chunk.subarray(-64)]).subarray(-64);
      done(null, chunk);
    },
  });
  return { stream, count: () => total, tail: () => last.toString('latin1') };
}

/** `source` through a byte counter (byteCounter), both kept in `streams` to be closed with the file. */
export function counted(source: Readable, streams: Readable[], ...limit: Parameters<typeof byteCounter>) {
  const counter = byteCounter(...limit);
  streams.push(source, counter.stream);
  source.on('error', (e) => counter.stream.destroy(e));
  source.pipe(counter.stream);
  return counter;
}

/** `stream` piped into `next`, an error of either ending both; `next` is kept in `streams` to be closed. */
export function through<T extends Transform>(stream: Readable, next: T, streams: Readable[]): T {
  streams.push(next);
  stream.on('error', (e) => next.destroy(e));
  return stream.pipe(next);
}
