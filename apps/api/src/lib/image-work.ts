import { semaphore } from './semaphore';

type Sharp = typeof import('sharp')['default'];

let loading: Promise<Sharp> | undefined;

/**
 * sharp, imported on first use (a start that serves no picture does not load libvips), with
 * libvips' cache of recent operations off: it would keep decoded pictures of past requests,
 * which are never asked for again here.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * Pixels decoded at once in this process. A 49-megapixel progressive JPEG turned upright and
 * written again held about 430 MB at its peak (measured): eight uploaded at once held some
 * 700 MB with only their table copies made, the four threads of libuv all decoding.
 */
export const DECODE_BUDGET_PIXELS = 50_000_000;
/**
 * The least a job takes: at most two pictures are decoded at once, so that libuv's four threads,
 * which sharp shares with file reads and writes, keep two for the files.
 */
const MIN_SHARE = DECODE_BUDGET_PIXELS / 2;

const budget = semaphore(DECODE_BUDGET_PIXELS);

/**
 * Runs libvips work on a picture of `pixels` pixels (from its header) within the budget: one
 * large picture at a time, or two small ones; the others wait their turn.
 */
export function withDecodeBudget<T>(pixels: number, work: () => Promise<T>): Promise<T> {
  return budget.run(Math.max(pixels, MIN_SHARE), work);
}
